import { z } from "zod";
import { BLOG_LIMITS, BLOG_STATUSES } from "~contract/blogs";
import { pakistanLocalToUtc } from "~contract/revisions";
import { BLOG_SAVE_MESSAGES } from "./messages";

/**
 * The blog editor's form (create and edit share it). Client-safe: the
 * component validates with it in the browser (Conform) and the action on the
 * server. The descriptions are Markdown here; the action turns them into
 * sanitized HTML for the API.
 *
 * Images: `existing[n].url/alt/remove` are the post's current images (edit
 * mode), `uploads` the new files and `uploadAlt[n]` their alt texts. Tags:
 * `tags[n]` from the tag input (JavaScript), or `tagsText`, comma-separated
 * (without JavaScript); the action accepts both.
 */
import { MAX_IMAGE_BYTES, MAX_UPLOAD_FILES } from "~/lib/http/body-limits";

export { MAX_IMAGE_BYTES, MAX_UPLOAD_FILES };
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png";
export const IMAGE_HINT = "PNG or JPG, max 800x400px";

/**
 * Spec §5: a tag is added when non-empty after trimming and not already in
 * the list. "Already" ignores case (issue 19): "karachi" is "Karachi", and
 * the first spelling stays.
 */
export function acceptTag(tags: readonly string[], candidate: string): string | null {
  const tag = candidate.trim();
  if (!tag) return null;
  const key = tagKey(tag);
  if (tags.some((existing) => tagKey(existing) === key)) return null;
  return tag;
}

/** What makes two tags the same tag: their letters, whatever the case. */
export function tagKey(tag: string): string {
  return tag.trim().toLocaleLowerCase("en");
}

export function splitTagsText(text: string | undefined): string[] {
  return (text ?? "").split(",");
}

/** The tags of a submission: tag-input tags first, then the comma-separated ones, each once. */
export function mergeTags(...lists: (readonly string[] | undefined)[]): string[] {
  const tags: string[] = [];
  for (const candidate of lists.flatMap((list) => list ?? [])) {
    const tag = acceptTag(tags, candidate);
    if (tag) tags.push(tag);
  }
  return tags;
}

export const PUBLISH_AT_MESSAGE = "Enter the publish date and time, e.g. 25/11/2026 14:30";

const altText = z.string().trim().max(BLOG_LIMITS.altText, `Alt text must be at most ${BLOG_LIMITS.altText} characters`).default("");

export const blogEditorSchema = z
  .object({
    title: z
      .string({ error: BLOG_SAVE_MESSAGES.titleRequired })
      .trim()
      .min(1, BLOG_SAVE_MESSAGES.titleRequired)
      .max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`),
    shortDesc: z.string().max(BLOG_LIMITS.shortDesc, `Short description must be at most ${BLOG_LIMITS.shortDesc} characters`).default(""),
    detailedDesc: z
      .string()
      .max(BLOG_LIMITS.detailedDesc, `Description must be at most ${BLOG_LIMITS.detailedDesc} characters`)
      .default(""),
    tags: z.array(z.string()).default([]),
    tagsText: z.string().default(""),
    status: z.enum(BLOG_STATUSES, "Choose draft or published").default("published"),
    existing: z
      .array(z.object({ url: z.string().min(1).max(500), alt: altText, remove: z.boolean().default(false) }))
      .default([]),
    uploads: z
      .array(z.instanceof(File, { message: "Attach a JPG or PNG image" }).refine((file) => file.size <= MAX_IMAGE_BYTES, "Each image must be at most 5 MB"))
      .max(MAX_UPLOAD_FILES, `Attach at most ${MAX_UPLOAD_FILES} images at a time`)
      .default([]),
    uploadAlt: z.array(altText).default([]),
    /** Issue 17: the post version the editor opened; a save over a newer one is refused (409). */
    version: z.number().int().nonnegative().optional(),
    /** Issue 17: "2026-11-25T14:30" in Pakistan time, or nothing for no schedule. */
    publishAt: z
      .string()
      .optional()
      .refine((value) => !value || pakistanLocalToUtc(value) !== null, PUBLISH_AT_MESSAGE),
  })
  .superRefine((value, ctx) => {
    const tags = mergeTags(value.tags, splitTagsText(value.tagsText));
    if (tags.length > BLOG_LIMITS.tags) {
      ctx.addIssue({ code: "custom", path: ["tags"], message: `At most ${BLOG_LIMITS.tags} tags` });
    }
    if (tags.some((tag) => tag.length > BLOG_LIMITS.tag)) {
      ctx.addIssue({ code: "custom", path: ["tags"], message: `Each tag must be at most ${BLOG_LIMITS.tag} characters` });
    }
    const images = value.existing.filter((image) => !image.remove).length + value.uploads.length;
    if (images > BLOG_LIMITS.images) {
      ctx.addIssue({ code: "custom", path: ["uploads"], message: `A post can have at most ${BLOG_LIMITS.images} images` });
    }
  });

export type BlogEditorValues = z.infer<typeof blogEditorSchema>;

/** What the editor starts from: empty (create) or the stored post (edit). */
export type BlogEditorDefaults = {
  title: string;
  shortDesc: string;
  detailedDesc: string;
  tags: string[];
  status: (typeof BLOG_STATUSES)[number];
  existing: { url: string; alt: string }[];
  /** Issue 17: the schedule in Pakistan time ("2026-11-25T14:30"), "" for none. */
  publishAt?: string;
  /** Issue 17: the version of the post this form was opened on. */
  version?: number;
};

export const EMPTY_BLOG: BlogEditorDefaults = {
  title: "",
  shortDesc: "",
  detailedDesc: "",
  tags: [],
  status: "published",
  existing: [],
};
