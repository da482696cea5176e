import type { BlogWriteFields } from "../contract/blogs";
import type { NewBlogImage } from "../db/schema";
import { HtmlRejected, sanitizeHtml } from "../html/sanitize";
import { badRequest } from "../lib/http-errors";
import { newId } from "../lib/ids";
import { ImageRejected, processImage } from "../storage/image-pipeline";
import type { FileToWrite } from "../storage/uploads";
import type { ImageEntry } from "./blog-form";
import type { StoredVariant } from "./stored-images";

/** What BlogStore.save is given, and what it checks and prepares before its transaction (no database here). */

export interface SaveBlogInput {
  id?: string;
  fields: BlogWriteFields;
  images: ImageEntry[];
  authorId: string | null;
  createdAt?: string;
  savedBy?: string | null;
}

export interface PreparedUpload {
  row: Omit<NewBlogImage, "blog_id" | "position" | "created_at">;
  files: FileToWrite[];
}

export async function prepareUpload(entry: Extract<ImageEntry, { kind: "upload" }>, maxPixels: number): Promise<PreparedUpload> {
  try {
    const processed = await processImage(entry.data, { maxPixels });
    const id = newId();
    const main = { name: `${id}.jpg`, data: processed.main.data };
    const variants = processed.variants.map((v) => ({ name: `${id}-${v.width}.webp`, data: v.data, width: v.width, height: v.height }));
    return {
      row: {
        id,
        file_name: main.name,
        alt_text: entry.alt ?? "",
        width: processed.main.width,
        height: processed.main.height,
        variants: JSON.stringify(variants.map((v): StoredVariant => ({ file: v.name, width: v.width, height: v.height }))),
      },
      files: [main, ...variants.map((v) => ({ name: v.name, data: v.data }))],
    };
  } catch (error) {
    if (error instanceof ImageRejected) {
      const message = `${entry.label} ${error.message}`;
      throw badRequest(message, { images: [message] });
    }
    throw error;
  }
}

const FIELD_NAMES = { shortDesc: "Short description", detailedDesc: "Description" } as const;

export function sanitizeField(field: keyof typeof FIELD_NAMES, html: string): string {
  try {
    return sanitizeHtml(html);
  } catch (error) {
    if (!(error instanceof HtmlRejected)) throw error;
    const message = `${FIELD_NAMES[field]} ${error.message}`;
    throw badRequest(message, { [field]: [message] });
  }
}

export function normaliseDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest("blogDate: not a date", { blogDate: ["Enter a date and time (ISO 8601)"] });
  return new Date(time).toISOString();
}

