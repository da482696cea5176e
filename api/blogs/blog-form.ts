import { BLOG_LIMITS, blogWriteFieldsSchema, type BlogWriteFields } from "../contract/blogs";
import { HttpError, badRequest, parseOrThrow } from "../lib/http-errors";

/** The multipart payload as docs/requirements.md (API calls) names it; imageAlt[n] aligns with the n-th images entry. */

export type ImageEntry =
  | { kind: "upload"; label: string; data: Buffer; alt?: string }
  | { kind: "existing"; label: string; imageId: string; alt?: string };

export interface BlogForm {
  fields: BlogWriteFields;
  images: ImageEntry[];
}

// version, publishAt: conflicts and schedule; language, slug: the Urdu edition.
const TEXT_FIELDS = new Set(["title", "shortDesc", "detailedDesc", "blogCreatedBy", "status", "blogDate", "version", "publishAt", "language", "slug"]);

/** `/uploads/<id>.jpg`, `/uploads/<id>-800.webp`, or the same on any host. */
const EXISTING_IMAGE_URL = /\/uploads\/([A-Za-z0-9_-]{12})(?:-\d+)?\.(?:jpg|webp)(?:[?#].*)?$/;

function indexed(key: string, name: string): number | null {
  const match = new RegExp(`^${name}\\[(\\d{1,3})\\]$`).exec(key);
  return match ? Number(match[1]) : null;
}

export async function readBlogForm(form: FormData, limits: { maxBytes: number; maxFiles: number }): Promise<BlogForm> {
  const text: Record<string, string> = {};
  const indexedTags: Array<[number, string]> = [];
  const repeatedTags: string[] = [];
  const indexedAlts = new Map<number, string>();
  const repeatedAlts: string[] = [];
  const rawImages: Array<File | string> = [];

  for (const [key, value] of form.entries()) {
    if (key === "images" || key === "images[]") {
      rawImages.push(value);
      continue;
    }
    if (typeof value !== "string") throw badRequest(`${key}: expected text, got a file`, { [key]: ["Expected text, got a file"] });
    const tagIndex = indexed(key, "tags");
    const altIndex = indexed(key, "imageAlt");
    if (tagIndex !== null) indexedTags.push([tagIndex, value]);
    else if (key === "tags" || key === "tags[]") repeatedTags.push(value);
    else if (altIndex !== null) indexedAlts.set(altIndex, value);
    else if (key === "imageAlt" || key === "imageAlt[]") repeatedAlts.push(value);
    else if (TEXT_FIELDS.has(key) && !(key in text)) text[key] = value;
  }

  // As the tag editor does (docs/requirements.md, Constants).
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const tag of [...indexedTags.sort((a, b) => a[0] - b[0]).map(([, tag]) => tag), ...repeatedTags]) {
    const trimmed = tag.trim();
    const key = trimmed.toLocaleLowerCase("en");
    if (trimmed && !seen.has(key)) {
      seen.add(key);
      tags.push(trimmed);
    }
  }

  const fields = parseOrThrow(blogWriteFieldsSchema, {
    ...text,
    status: text.status || undefined,
    blogDate: text.blogDate || undefined,
    blogCreatedBy: text.blogCreatedBy || undefined,
    version: text.version?.trim() || undefined,
    language: text.language || undefined,
    tags,
    imageAlt: rawImages.map((_, i) => indexedAlts.get(i) ?? repeatedAlts[i] ?? ""),
  });

  const images: ImageEntry[] = [];
  let uploads = 0;
  const seenExisting = new Set<string>();
  for (const [i, value] of rawImages.entries()) {
    const alt = indexedAlts.get(i) ?? repeatedAlts[i];
    const label = `Image ${i + 1}`;
    if (typeof value === "string") {
      const url = value.trim();
      if (!url) continue;
      const match = EXISTING_IMAGE_URL.exec(url);
      if (!match) throw badRequest(`${label} is neither a file nor the address of an uploaded image`, { images: [`${label} is neither a file nor the address of an uploaded image`] });
      if (seenExisting.has(match[1]!)) continue;
      seenExisting.add(match[1]!);
      images.push({ kind: "existing", label, imageId: match[1]!, alt: alt?.trim() });
      continue;
    }
    // A file input left empty still sends an empty part.
    if (value.size === 0 && !value.name) continue;
    if (value.size === 0) throw badRequest(`${label} is empty`, { images: [`${label} is empty`] });
    if (value.size > limits.maxBytes) {
      const message = `${label} is larger than ${formatBytes(limits.maxBytes)}`;
      throw new HttpError(413, message, { images: [message] });
    }
    uploads++;
    if (uploads > limits.maxFiles) {
      const message = `At most ${limits.maxFiles} files can be uploaded at once`;
      throw badRequest(message, { images: [message] });
    }
    images.push({ kind: "upload", label, data: Buffer.from(await value.arrayBuffer()), alt: alt?.trim() });
  }
  if (images.length > BLOG_LIMITS.images) {
    const message = `A post can have at most ${BLOG_LIMITS.images} images`;
    throw badRequest(message, { images: [message] });
  }
  return { fields, images };
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
