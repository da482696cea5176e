import { z } from "zod";
import { blogImageSchema } from "./blogs";
import { BLOG_LIMITS } from "./limits";
import { idSchema, isoDateTime, utcInstant } from "./common";

/** Issue 17: revisions beyond the most recent 50 per post, or older than 90 days, are pruned (published versions kept). */
export const REVISION_LIMITS = { keep: 50, maxAgeDays: 90 } as const;
/** Pakistan Standard Time is UTC+5 all year (no daylight saving). */
export const PAKISTAN_UTC_OFFSET_MINUTES = 5 * 60;

export const revisionKindSchema = z.enum(["save", "autosave"]);

/** One revision as answered by GET /api/blogs/:id/revisions (staff only). */
export const revisionSchema = z.object({
  _id: z.string(),
  blogId: z.string(),
  kind: revisionKindSchema,
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  images: z.array(blogImageSchema),
  status: z.enum(["draft", "published"]),
  publishAt: isoDateTime.nullable(),
  published: z.boolean(),
  savedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDateTime,
});
export type Revision = z.infer<typeof revisionSchema>;
export const revisionListSchema = z.object({ revisions: z.array(revisionSchema) });

/**
 * POST /api/blogs/:id/autosave body: the caller's working draft (one autosave
 * revision per staff member and post, replaced each time; dropped by their
 * next explicit save). Never changes the post itself. HTML is cleaned as a
 * save cleans it; the images are the post's current ones.
 */
export const autosaveInputSchema = z.object({
  // Work in progress: an empty title is fine here (an explicit save still needs one).
  title: z.string().max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`),
  shortDescription: z.string().max(BLOG_LIMITS.shortDesc, `Short description must be at most ${BLOG_LIMITS.shortDesc} characters`),
  description: z.string().max(BLOG_LIMITS.detailedDesc, `Description must be at most ${BLOG_LIMITS.detailedDesc} characters`),
  keywords: z
    .array(z.string().max(BLOG_LIMITS.tag, `Each tag must be at most ${BLOG_LIMITS.tag} characters`))
    .max(BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`)
    .default([]),
  /** The post version the editor opened; answered back so the client can warn of a conflict. */
  baseVersion: z.number().int().nonnegative(),
});
export const autosaveResultSchema = z.object({ revision: revisionSchema, currentVersion: z.number().int() });
export type AutosaveInput = z.infer<typeof autosaveInputSchema>;

/** POST /api/blogs/:id/revisions/:revisionId/restore: makes the revision the current draft. */
export const restoreParamsSchema = z.object({ id: idSchema, revisionId: idSchema });
/** Its answer: the staff member's new working draft (an autosave revision holding the restored content). */
export const restoreResultSchema = z.object({ revision: revisionSchema });

/**
 * PUT /api/blogs/:id/schedule body: publish at a UTC instant, or null to
 * publish now. `version`, when sent, is checked like a save's (409 if stale).
 * The answer is the post (blogSchema).
 */
export const scheduleInputSchema = z.object({
  publishAt: utcInstant.nullable(),
  version: z.number().int().min(1).optional(),
});

/** 409 body when a save names a version older than the post's: nothing was overwritten. */
export const conflictSchema = z.object({
  error: z.literal("conflict"),
  message: z.string(),
  currentVersion: z.number().int(),
  updatedAt: isoDateTime,
  /** Who made the last explicit save, when known. */
  savedBy: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** PUT /api/test/clock (only with API_TEST_CLOCK=1): shift the API's clock by offsetMs from the system clock. */
export const testClockInputSchema = z.object({
  offsetMs: z.number().int().min(-10 * 365 * 86_400_000).max(10 * 365 * 86_400_000),
});
export const testClockResultSchema = z.object({ now: isoDateTime });

/** "2026-11-24T15:30" typed in Pakistan time → UTC ISO string; null if malformed. */
export function pakistanLocalToUtc(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - PAKISTAN_UTC_OFFSET_MINUTES * 60_000;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** UTC ISO string → "2026-11-24T15:30" in Pakistan time, for a datetime-local control. */
/** A publish time that has already passed is refused (web form and API) rather than back-dating the post. */
export const PAST_PUBLISH_AT_MESSAGE = "That publish time has already passed. Choose a time in the future, or leave it empty to publish now.";
/** A minute's grace: a time picked in the current minute (the input has no seconds) means "now". */
export const PAST_PUBLISH_AT_GRACE_MS = 60_000;

export function utcToPakistanLocal(iso: string): string {
  return new Date(Date.parse(iso) + PAKISTAN_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** A post is public when published and its publish time (if any) has passed. */
export function isPubliclyVisible(status: string, publishAt: string | null, now: Date): boolean {
  return status === "published" && (publishAt == null || Date.parse(publishAt) <= now.getTime());
}
