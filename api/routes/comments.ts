import { Hono } from "hono";
import { readStaff, requireStaff } from "../auth/require-staff";
import { consumeAll, type Limiter } from "../auth/limits";
import { commentInputSchema, publicWebsite, recentCommentsQuerySchema, type Comment } from "../contract/comments";
import { idSchema } from "../contract/common";
import { IDEMPOTENCY_KEY_HEADER } from "../contract/idempotency";
import { idempotencyKeySchema } from "../contract/leads";
import { takeHoneypot } from "../contract/honeypot";
import type { CommentRow } from "../db/schema";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { notFound, parseOrThrow, tooManyRequests } from "../lib/http-errors";
import { idempotencyFingerprint } from "../lib/idempotency";
import { newId } from "../lib/ids";
import { readJsonObject } from "../lib/request-body";
import { requestIp } from "../lib/request-ip";
import { isoNow } from "../lib/time";

/** The e-mail goes to staff only; rows stored before the http(s) website rule are filtered here too. */
function toCommentAnswer(row: CommentRow, forStaff: boolean): Comment {
  return {
    _id: row.id,
    blogId: row.blog_id,
    name: row.name,
    ...(forStaff ? { email: row.email } : {}),
    website: publicWebsite(row.website),
    commentText: row.comment_text,
    createdAt: row.created_at,
  };
}

export function commentRoutes(deps: AppDeps, limiters: Limiter[]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/comments", requireStaff(deps.tokens), async (c) => {
    const { limit } = recentCommentsQuerySchema.parse(c.req.query());
    const rows = await deps.comments.recent(limit);
    return c.json({
      data: rows.map((row) => ({
        ...toCommentAnswer(row, true),
        blog: { _id: row.blog_id, title: row.blog_title, slug: row.blog_slug, status: row.blog_status },
      })),
    });
  });

  routes.get("/comments/:blogId", async (c) => {
    const blogId = c.req.param("blogId");
    const staff = (await readStaff(c, deps.tokens)) !== null;
    const includeDrafts = staff;
    if (!idSchema.safeParse(blogId).success || !(await deps.blogs.exists(blogId, { includeDrafts }))) throw notFound("Blog not found");
    const rows = await deps.comments.forBlog(blogId);
    return c.json({ data: rows.map((row) => toCommentAnswer(row, staff)) });
  });

  // A retry (a load balancer's, or the visitor's after a timeout) answers the first comment and uses no allowance.
  routes.post("/comments", async (c) => {
    const { isBot, rest } = takeHoneypot(await readJsonObject(c));
    const input = parseOrThrow(commentInputSchema, rest);
    const keyHeader = c.req.header(IDEMPOTENCY_KEY_HEADER);
    const key = keyHeader === undefined ? null : parseOrThrow(idempotencyKeySchema, keyHeader);
    const idempotencyKey = key && !isBot ? idempotencyFingerprint("comment", key, input) : null;
    if (idempotencyKey) {
      const earlier = await deps.comments.byIdempotencyKey(idempotencyKey);
      if (earlier) return c.json(toCommentAnswer(earlier, false), 201);
    }
    const verdict = await consumeAll(limiters, requestIp(c, deps.config.trustedProxies));
    if (!verdict.ok) throw tooManyRequests("Too many comments from your connection. Please wait a little and try again.", verdict.retryAfterSeconds);
    if (!(await deps.blogs.exists(input.blogId, { includeDrafts: false }))) throw notFound("Blog not found");
    // A bot gets the answer a person would; nothing is stored.
    if (isBot) {
      const fake: CommentRow = { id: newId(), blog_id: input.blogId, name: input.name, email: "", website: "", comment_text: input.commentText, created_at: isoNow(), idempotency_key: null };
      return c.json(toCommentAnswer(fake, false), 201);
    }
    // The web app renders comments as text, never as HTML.
    const row: CommentRow = {
      id: newId(),
      blog_id: input.blogId,
      name: input.name,
      email: input.email,
      website: input.website,
      comment_text: input.commentText,
      created_at: isoNow(),
      idempotency_key: idempotencyKey,
    };
    // The same retry stored by another instance at the same moment: its row is the first.
    return c.json(toCommentAnswer(await deps.comments.add(row), false), 201);
  });

  routes.delete("/comments/:commentId", requireStaff(deps.tokens), async (c) => {
    const id = c.req.param("commentId");
    if (!idSchema.safeParse(id).success) throw notFound("Comment not found");
    if (!(await deps.comments.delete(id))) throw notFound("Comment not found");
    return c.json({ success: true as const });
  });

  return routes;
}
