import { z } from "zod";
import { BLOG_LIMITS, BLOG_STATUSES, slugFieldSchema } from "~contract/blogs";
import { DEFAULT_LANGUAGE } from "~contract/languages";
import { languageSchema } from "~contract/language";
import { PAST_PUBLISH_AT_GRACE_MS, PAST_PUBLISH_AT_MESSAGE, pakistanLocalToUtc } from "~contract/revisions";
import { BLOG_SAVE_MESSAGES } from "./messages";
import { IMAGE_TOO_LARGE_MESSAGE, mergeTags, splitTagsText } from "./blog-editor-values";

/**
 * Server only (the action and editor-check.server.ts), so no zod reaches the browser. `existing[n]` are the
 * post's images, `uploads` new files; tags come as `tags[n]` (JavaScript) or comma-separated `tagsText`.
 */
import { MAX_IMAGE_BYTES, MAX_UPLOAD_FILES } from "~/shared/http/body-limits";

export { MAX_IMAGE_BYTES };

const PUBLISH_AT_MESSAGE = "Enter the publish date and time, e.g. 25/11/2026 14:30";

function isPast(utc: string | null): boolean {
  return utc !== null && Date.parse(utc) < Date.now() - PAST_PUBLISH_AT_GRACE_MS;
}

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
    language: languageSchema.default(DEFAULT_LANGUAGE),
    slug: slugFieldSchema,
    tags: z.array(z.string()).default([]),
    tagsText: z.string().default(""),
    status: z.enum(BLOG_STATUSES, "Choose draft or published").default("published"),
    existing: z
      .array(z.object({ url: z.string().min(1).max(500), alt: altText, remove: z.boolean().default(false) }))
      .default([]),
    uploads: z
      .array(z.instanceof(File, { message: "Attach a JPG or PNG image" }).refine((file) => file.size <= MAX_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE))
      .max(MAX_UPLOAD_FILES, `Attach at most ${MAX_UPLOAD_FILES} images at a time`)
      .default([]),
    uploadAlt: z.array(altText).default([]),
    version: z.number().int().nonnegative().optional(),
    publishAt: z
      .string()
      .optional()
      .refine((value) => !value || pakistanLocalToUtc(value) !== null, PUBLISH_AT_MESSAGE)
      // The API checks again; here so the clerk hears it before the upload.
      .refine((value) => !value || !isPast(pakistanLocalToUtc(value)), PAST_PUBLISH_AT_MESSAGE),
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
