import { z } from "zod";
import { idSchema, isoDateTime } from "./common";

import { COMMENT_LIMITS } from "./limits";

/** Security: any scheme but http(s) (`javascript:`, `data:`) is dropped, so only a web address reaches an href. A bare host gets `https://`. */
export function publicWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return "";
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(trimmed) ? `https://${trimmed}` : "";
  try {
    const url = new URL(candidate);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".") && !url.username && !url.password ? url.href : "";
  } catch {
    return "";
  }
}

/** The e-mail is only in answers to staff. */
export const commentSchema = z.object({
  _id: z.string(),
  blogId: z.string(),
  name: z.string().catch(""),
  email: z.string().optional().catch(undefined),
  website: z.string().catch(""),
  commentText: z.string().catch(""),
  createdAt: isoDateTime.optional(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListSchema = z.object({ data: z.array(commentSchema) });

/** Our extension, staff only. */
export const RECENT_COMMENTS_DEFAULT = 50;
const RECENT_COMMENTS_MAX = 200;
export const recentCommentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_COMMENTS_MAX).catch(RECENT_COMMENTS_DEFAULT),
});
const recentCommentSchema = commentSchema.extend({
  blog: z.object({ _id: z.string(), title: z.string(), slug: z.string().catch(""), status: z.string().catch("published") }),
});
export type RecentComment = z.infer<typeof recentCommentSchema>;
export const recentCommentListSchema = z.object({ data: z.array(recentCommentSchema) });

/** Missing values are sent as empty strings (docs/requirements.md, Constants); only the blog id must name a real post. */
export const commentInputSchema = z.object({
  blogId: idSchema,
  name: z.string().trim().max(COMMENT_LIMITS.name, `Name must be at most ${COMMENT_LIMITS.name} characters`).default(""),
  email: z.string().trim().max(COMMENT_LIMITS.email, `Email must be at most ${COMMENT_LIMITS.email} characters`).default(""),
  website: z
    .string()
    .trim()
    .max(COMMENT_LIMITS.website, `Website must be at most ${COMMENT_LIMITS.website} characters`)
    .default("")
    .transform(publicWebsite),
  commentText: z
    .string()
    .max(COMMENT_LIMITS.commentText, `Comment must be at most ${COMMENT_LIMITS.commentText} characters`)
    .default(""),
});
export type CommentInput = z.infer<typeof commentInputSchema>;
