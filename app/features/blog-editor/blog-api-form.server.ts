import type { BlogStatus } from "~contract/blogs";
import type { Language } from "~contract/languages";
import type { BlogEditorValues } from "./blog-editor-schema";
import { mergeTags, splitTagsText } from "./blog-editor-values";

export type ImageToSend = { kind: "existing"; url: string; alt: string } | { kind: "upload"; file: File; alt: string };

export type BlogPayload = {
  title: string;
  shortDescHtml: string;
  detailedDescHtml: string;
  authorId: string;
  tags: string[];
  status: BlogStatus;
  images: ImageToSend[];
  /** the version the editor opened (a newer post answers 409, nothing written). */
  version?: number;
  /** UTC ISO publish time; "" clears the schedule; undefined leaves the field out. */
  publishAt?: string;
  language: Language;
  /** Left out, an edit with a new title gets a new address from the API, so an edit always sends it. */
  slug?: string;
};

export function slugToSend(mode: "create" | "edit", slug: string | undefined): string | undefined {
  if (mode === "edit") return slug ?? "";
  return slug || undefined;
}

/** Kept images (edit mode) first, then new uploads. */
export function imagesOf(values: Pick<BlogEditorValues, "existing" | "uploads" | "uploadAlt">): ImageToSend[] {
  const kept: ImageToSend[] = values.existing
    .filter((image) => !image.remove)
    .map((image) => ({ kind: "existing", url: image.url, alt: image.alt }));
  const uploads: ImageToSend[] = values.uploads.map((file, index) => ({ kind: "upload", file, alt: values.uploadAlt[index] ?? "" }));
  return [...kept, ...uploads];
}

export function tagsOf(values: Pick<BlogEditorValues, "tags" | "tagsText">): string[] {
  return mergeTags(values.tags, splitTagsText(values.tagsText));
}

/** The multipart body exactly as docs/requirements.md (API calls) names it. */
export function buildBlogApiForm(payload: BlogPayload): FormData {
  const form = new FormData();
  form.set("title", payload.title);
  form.set("shortDesc", payload.shortDescHtml);
  form.set("detailedDesc", payload.detailedDescHtml);
  form.set("blogCreatedBy", payload.authorId);
  payload.tags.forEach((tag, index) => form.set(`tags[${index}]`, tag));
  payload.images.forEach((image, index) => {
    if (image.kind === "existing") form.append("images", image.url);
    else form.append("images", image.file, image.file.name);
    form.set(`imageAlt[${index}]`, image.alt);
  });
  form.set("status", payload.status);
  if (payload.version !== undefined) form.set("version", String(payload.version));
  if (payload.publishAt !== undefined) form.set("publishAt", payload.publishAt);
  form.set("language", payload.language);
  if (payload.slug !== undefined) form.set("slug", payload.slug);
  return form;
}
