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
