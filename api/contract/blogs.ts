import { z } from "zod";
import { idSchema, isoDateTime, PAGE_SIZE, utcInstant } from "./common";
import { LANGUAGES } from "./languages";
import { languageSchema } from "./language";
import { BLOG_LIMITS } from "./limits";

export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
/** What a slug that breaks SLUG_PATTERN is told, by the API and the staff editor alike. */
const SLUG_MESSAGE = "Write the address in small Latin letters, digits and hyphens, e.g. ghar-ki-shifting";

export const BLOG_STATUSES = ["draft", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export { BLOG_LIMITS };

const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** The product's { url, altText } (docs/requirements.md) plus size and WebP variants for a srcset. */
export const blogImageSchema = z.object({
  url: z.string(),
  altText: z.string().catch(""),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  variants: z.array(imageVariantSchema).optional(),
});
export type BlogImage = z.infer<typeof blogImageSchema>;

const authorSchema = z.object({ _id: z.string(), name: z.string() });

/** The product's fields are required; our extensions optional, so the web app works with any server honouring only the product's contract. */
export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().catch(""),
  shortDescription: z.string().catch(""),
  images: z.array(blogImageSchema).catch([]),
  blogDate: isoDateTime.optional(),
  createdAt: isoDateTime.optional(),
  blogCreatedBy: z.string().nullable().optional(),
  metaData: z.object({ metaKeywords: z.array(z.string()).catch([]) }).catch({ metaKeywords: [] }),
  // Extensions.
  slug: z.string().optional(),
  updatedAt: isoDateTime.optional(),
  author: authorSchema.nullable().optional(),
  status: z.enum(BLOG_STATUSES).optional(),
  commentCount: z.number().int().min(0).optional(),
  // Extensions: publishAt (UTC; null = as status says) and the version a save must name to avoid a 409.
  publishAt: isoDateTime.nullable().optional(),
  version: z.number().int().min(1).optional(),
  /** The post's language: "en" lists on /blogs, "ur" on /ur/blogs. Absent from other servers: English. */
  language: z.enum(LANGUAGES).optional(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListSchema = z.object({
  blogs: z.array(blogSchema),
  total: z.number().int().min(0),
  page: z.coerce.number().int().min(1),
  limit: z.coerce.number().int().min(1),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  title: z.string().max(BLOG_LIMITS.title).catch(""),
  /** Staff only: "all" includes drafts. */
  status: z.enum(["all", ...BLOG_STATUSES]).optional().catch(undefined),
  /** Which edition's posts: "en" (the default), "ur", or "all" (both, e.g. the staff list and the sitemap). */
  language: z.enum(["all", ...LANGUAGES]).catch("en"),
});
export type BlogListLanguage = z.infer<typeof blogListQuerySchema>["language"];

export const blogByIdQuerySchema = z.object({ id: idSchema });

/** A post's address as staff write it: "" or absent lets the API make one from the title. */
export const slugFieldSchema = z
  .string()
  .trim()
  .max(BLOG_LIMITS.slug, `The address must be at most ${BLOG_LIMITS.slug} characters`)
  .refine((slug) => slug === "" || SLUG_PATTERN.test(slug), SLUG_MESSAGE)
  .optional();

/** Multipart: `imageAlt[n]` is the alt text of `images[n]`; `tags[n]` are the meta keywords. */
export const blogWriteFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`),
  shortDesc: z.string().max(BLOG_LIMITS.shortDesc, `Short description must be at most ${BLOG_LIMITS.shortDesc} characters`).default(""),
  detailedDesc: z
    .string()
    .max(BLOG_LIMITS.detailedDesc, `Description must be at most ${BLOG_LIMITS.detailedDesc} characters`)
    .default(""),
  blogCreatedBy: z.string().max(64).optional(),
  tags: z
    .array(z.string().trim().min(1).max(BLOG_LIMITS.tag, `Each tag must be at most ${BLOG_LIMITS.tag} characters`))
    .max(BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`)
    .default([]),
  imageAlt: z.array(z.string().max(BLOG_LIMITS.altText)).default([]),
  status: z.enum(BLOG_STATUSES).default("published"),
  blogDate: isoDateTime.optional(),
  version: z.coerce.number().int().min(1, "The post's version is missing; please reload the editor and try again").optional(),
  /** UTC instant the post goes public; "" = no schedule (publish at once); absent = keep. */
  publishAt: z.union([z.literal(""), utcInstant]).optional(),
  /** "en" | "ur"; absent: a new post is English, an edited one keeps its language. */
  language: languageSchema.optional(),
  /** e.g. latinSlug (./slug.ts) for an Urdu title; absent or "": made from the title. */
  slug: slugFieldSchema,
});
export type BlogWriteFields = z.infer<typeof blogWriteFieldsSchema>;

export const imagesAnswerSchema = z.object({ Images: z.array(z.object({ url: z.string() })) });

export { PAGE_SIZE };

/** GET /api/blogs `tag` filter (our extension): posts having that keyword, any case. */
export const blogTagFilterSchema = z.object({
  tag: z.string().trim().max(BLOG_LIMITS.tag).catch(""),
});

/** GET /api/blogs/tags (our extension): keywords of published posts, upper case, most used first; `language` as in the list (default "en"). */
export const tagCountsSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int().min(1) })),
});
export type TagCounts = z.infer<typeof tagCountsSchema>;
