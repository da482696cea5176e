import { z } from "zod";
import { idSchema, isoDateTime } from "./common";

import { COMMENT_LIMITS } from "./limits";

export { COMMENT_LIMITS };

export const commentSchema = z.object({
  _id: z.string(),
  blogId: z.string(),
  name: z.string().catch(""),
  email: z.string().catch(""),
  website: z.string().catch(""),
  commentText: z.string().catch(""),
  createdAt: isoDateTime.optional(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListSchema = z.object({ data: z.array(commentSchema) });

/** GET /api/comments?limit= (our extension, staff only): the newest comments on any post, with the post they belong to. */
export const RECENT_COMMENTS_DEFAULT = 50;
export const RECENT_COMMENTS_MAX = 200;
export const recentCommentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_COMMENTS_MAX).catch(RECENT_COMMENTS_DEFAULT),
});
export const recentCommentSchema = commentSchema.extend({
  blog: z.object({ _id: z.string(), title: z.string(), slug: z.string().catch(""), status: z.string().catch("published") }),
});
export type RecentComment = z.infer<typeof recentCommentSchema>;
export const recentCommentListSchema = z.object({ data: z.array(recentCommentSchema) });

/**
 * Spec §5: no required fields; missing values are sent as empty strings.
 * Only the blog id must name a real post.
 */
export const commentInputSchema = z.object({
  blogId: idSchema,
  name: z.string().trim().max(COMMENT_LIMITS.name, `Name must be at most ${COMMENT_LIMITS.name} characters`).default(""),
  email: z.string().trim().max(COMMENT_LIMITS.email, `Email must be at most ${COMMENT_LIMITS.email} characters`).default(""),
  website: z
    .string()
    .trim()
    .max(COMMENT_LIMITS.website, `Website must be at most ${COMMENT_LIMITS.website} characters`)
    .default(""),
  commentText: z
    .string()
    .max(COMMENT_LIMITS.commentText, `Comment must be at most ${COMMENT_LIMITS.commentText} characters`)
    .default(""),
});
export type CommentInput = z.infer<typeof commentInputSchema>;
