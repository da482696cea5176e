import { z } from "zod";
import { blogImageSchema } from "./blogs";
import { BLOG_LIMITS } from "./limits";
import { languageSchema } from "./language";
import { isoDateTime, utcInstant } from "./common";

// Without zod, so the editor page can use them.
export { pakistanLocalToUtc, utcToPakistanLocal } from "./pakistan-time";

/** Revisions beyond the most recent 50 per post, or older than 90 days, are pruned (published versions kept). */
export const REVISION_LIMITS = { keep: 50, maxAgeDays: 90 } as const;

const revisionKindSchema = z.enum(["save", "autosave"]);

export const revisionSchema = z.object({
  _id: z.string(),
  blogId: z.string(),
  kind: revisionKindSchema,
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  images: z.array(blogImageSchema),
  /** null in revisions kept before they were recorded (the post's own apply). */
  language: languageSchema.nullable(),
  slug: z.string().nullable(),
  status: z.enum(["draft", "published"]),
  publishAt: isoDateTime.nullable(),
  published: z.boolean(),
  savedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDateTime,
});
export type Revision = z.infer<typeof revisionSchema>;
export const revisionListSchema = z.object({ revisions: z.array(revisionSchema) });

/** One autosave per staff member and post, dropped by their next explicit save; never changes the post. */
export const autosaveInputSchema = z.object({
  // Work in progress: an empty title is fine here (an explicit save still needs one).
  title: z.string().max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`),
  shortDescription: z.string().max(BLOG_LIMITS.shortDesc, `Short description must be at most ${BLOG_LIMITS.shortDesc} characters`),
  description: z.string().max(BLOG_LIMITS.detailedDesc, `Description must be at most ${BLOG_LIMITS.detailedDesc} characters`),
  keywords: z
    .array(z.string().max(BLOG_LIMITS.tag, `Each tag must be at most ${BLOG_LIMITS.tag} characters`))
    .max(BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`)
    .default([]),
  language: languageSchema.optional(),
  // Half-typed like the rest: only its length is checked here; an explicit save checks its form.
  slug: z.string().trim().max(BLOG_LIMITS.slug, `The address must be at most ${BLOG_LIMITS.slug} characters`).optional(),
  baseVersion: z.number().int().nonnegative(),
});
export const autosaveResultSchema = z.object({ revision: revisionSchema, currentVersion: z.number().int() });
export type AutosaveInput = z.infer<typeof autosaveInputSchema>;

/** null publishes now; `version`, when sent, is checked like a save's (409 if stale). */
export const scheduleInputSchema = z.object({
  publishAt: utcInstant.nullable(),
  version: z.number().int().min(1).optional(),
});

export const conflictSchema = z.object({
  error: z.literal("conflict"),
  message: z.string(),
  currentVersion: z.number().int(),
  updatedAt: isoDateTime,
  savedBy: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** Only with API_TEST_CLOCK=1. */
export const testClockInputSchema = z.object({
  offsetMs: z.number().int().min(-10 * 365 * 86_400_000).max(10 * 365 * 86_400_000),
});

/** A publish time that has already passed is refused (web form and API) rather than back-dating the post. */
export const PAST_PUBLISH_AT_MESSAGE = "That publish time has already passed. Choose a time in the future, or leave it empty to publish now.";
/** The input has no seconds: a time picked in the current minute means "now". */
export const PAST_PUBLISH_AT_GRACE_MS = 60_000;


export function isPubliclyVisible(status: string, publishAt: string | null, now: Date): boolean {
  return status === "published" && (publishAt == null || Date.parse(publishAt) <= now.getTime());
}
