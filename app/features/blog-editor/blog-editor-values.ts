import type { BlogStatus } from "~contract/blogs";
import { DEFAULT_LANGUAGE, type Language } from "~contract/languages";

/** Zod-free, so the page carries no schema (blog-editor-schema.ts is the server's). */
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png";
export const IMAGE_HINT = "PNG or JPG, max 800x400px";
/** Said by the save's schema and, the moment an image is picked, by the image field. */
export const IMAGE_TOO_LARGE_MESSAGE = "Each image must be at most 5 MB";

/** docs/requirements.md (Messages): non-empty after trimming and not already listed; "already" ignores case. */
export function acceptTag(tags: readonly string[], candidate: string): string | null {
  const tag = candidate.trim();
  if (!tag) return null;
  const key = tagKey(tag);
  if (tags.some((existing) => tagKey(existing) === key)) return null;
  return tag;
}

function tagKey(tag: string): string {
  return tag.trim().toLocaleLowerCase("en");
}

export function splitTagsText(text: string | undefined): string[] {
  return (text ?? "").split(",");
}

export function mergeTags(...lists: (readonly string[] | undefined)[]): string[] {
  const tags: string[] = [];
  for (const candidate of lists.flatMap((list) => list ?? [])) {
    const tag = acceptTag(tags, candidate);
    if (tag) tags.push(tag);
  }
  return tags;
}

export type BlogEditorDefaults = {
  title: string;
  shortDesc: string;
  detailedDesc: string;
  tags: string[];
  status: BlogStatus;
  language: Language;
  /** "" for a new post: offered from the title, or made by the API. */
  slug: string;
  existing: { url: string; alt: string }[];
  /** Pakistan time ("2026-11-25T14:30"), "" for none. */
  publishAt?: string;
  version?: number;
};

export const EMPTY_BLOG: BlogEditorDefaults = {
  title: "",
  shortDesc: "",
  detailedDesc: "",
  tags: [],
  status: "draft",
  language: DEFAULT_LANGUAGE,
  slug: "",
  existing: [],
};
