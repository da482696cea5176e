import { sql } from "kysely";
import type { BlogWriteFields } from "../contract/blogs";
import { type Db, isUniqueViolation } from "../db/database";
import type { NewBlogImage } from "../db/schema";
import { HtmlRejected, sanitizeHtml } from "../html/sanitize";
import { isDatabaseUnavailable } from "../lib/db-errors";
import { HttpError, badRequest, notFound } from "../lib/http-errors";
import { newId } from "../lib/ids";
import { pickUniqueSlug, slugify } from "../lib/slug";
import { isoNow } from "../lib/time";
import { recordSaveRevision } from "./revisions-store";
import { postSearchText } from "./search-text";
import { blogDateForSchedule, refusePastSchedule } from "./schedule";
import { versionConflict, versionMatches } from "./version-conflict";
import { ImageRejected, processImage } from "../storage/image-pipeline";
import type { FileToWrite, UploadStore } from "../storage/uploads";
import type { ImageEntry } from "./blog-form";
import { type StoredVariant, filesOfImage } from "./stored-images";

export interface SaveBlogDeps {
  db: Db;
  uploads: UploadStore;
  maxPixels: number;
}

export interface SaveBlogInput {
  id?: string;
  fields: BlogWriteFields;
  images: ImageEntry[];
  authorId: string | null;
  createdAt?: string;
  savedBy?: string | null;
}

interface PreparedUpload {
  row: Omit<NewBlogImage, "blog_id" | "position" | "created_at">;
  files: FileToWrite[];
}

async function prepareUpload(entry: Extract<ImageEntry, { kind: "upload" }>, maxPixels: number): Promise<PreparedUpload> {
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

function sanitizeField(field: keyof typeof FIELD_NAMES, html: string): string {
  try {
    return sanitizeHtml(html);
  } catch (error) {
    if (!(error instanceof HtmlRejected)) throw error;
    const message = `${FIELD_NAMES[field]} ${error.message}`;
    throw badRequest(message, { [field]: [message] });
  }
}

function normaliseDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest("blogDate: not a date", { blogDate: ["Enter a date and time (ISO 8601)"] });
  return new Date(time).toISOString();
}

/**
 * All or nothing: files are written under temporary names, rows go in one transaction, and files get
 * their final names just before COMMIT. An upload journal settles a crash the same way at the next start.
 */
export async function saveBlog(deps: SaveBlogDeps, input: SaveBlogInput): Promise<string> {
  const { db, uploads } = deps;
  const blogDate = normaliseDate(input.fields.blogDate);

  // Checked again under the transaction below.
  const expectedVersion = input.id ? input.fields.version : undefined;
  // "" = no schedule (public as soon as published); absent = keep the post's.
  const publishAt = input.fields.publishAt === undefined ? undefined : input.fields.publishAt || null;

  let currentImageIds = new Set<string>();
  if (input.id) {
    const current = await db.selectFrom("blogs").select(["id", "version", "publish_at"]).where("id", "=", input.id).executeTakeFirst();
    if (!current) throw notFound("Blog not found");
    if (!versionMatches(expectedVersion, current.version)) throw await versionConflict(db, input.id);
    // Before any image is stored, so a refused save leaves nothing behind.
    refusePastSchedule(current.publish_at, publishAt);
    const rows = await db.selectFrom("blog_images").select("id").where("blog_id", "=", input.id).execute();
    currentImageIds = new Set(rows.map((row) => row.id));
  } else {
    refusePastSchedule(undefined, publishAt);
  }
  for (const entry of input.images) {
    if (entry.kind !== "existing") continue;
    if (!currentImageIds.has(entry.imageId)) {
      const message = input.id ? `${entry.label} is not an image of this post` : `${entry.label}: a new post needs image files, not addresses`;
      throw badRequest(message, { images: [message] });
    }
  }

  // Everything that can refuse runs before any file is written.
  const title = input.fields.title;
  const content = {
    title,
    title_lower: title.toLowerCase(),
    short_description: sanitizeField("shortDesc", input.fields.shortDesc),
    description: sanitizeField("detailedDesc", input.fields.detailedDesc),
    keywords: JSON.stringify(input.fields.tags),
    status: input.fields.status,
    ...(input.fields.language ? { language: input.fields.language } : {}),
  };
  const searchText = postSearchText({ title, tags: input.fields.tags, description: content.description });
  const askedSlug = input.fields.slug || undefined;

  // One at a time: a decoded 40 MP image is large, and saves are rare.
  const prepared = new Map<ImageEntry, PreparedUpload>();
  for (const entry of input.images) {
    if (entry.kind === "upload") prepared.set(entry, await prepareUpload(entry, deps.maxPixels));
  }

  const newFiles = [...prepared.values()].flatMap((p) => p.files);
  // Journalled before anything is written: a crash from here on is settled by the cleanup job.
  const journal = uploads.journal();
  await journal.pending(newFiles.map((file) => file.name));
  let staged;
  try {
    staged = await uploads.stage(newFiles);
  } catch (error) {
    await journal.close();
    throw error;
  }
  const id = input.id ?? newId();
  let removedFiles: string[] = [];
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        removedFiles = await db.transaction().execute(async (trx) => {
          const now = isoNow();
          const existing = input.id
            ? await trx.selectFrom("blogs").select(["title", "slug", "publish_at"]).where("id", "=", id).executeTakeFirst()
            : undefined;
          if (input.id && !existing) throw notFound("Blog not found");

          let slug = existing?.slug;
          if (askedSlug ? askedSlug !== existing?.slug : !existing || existing.title !== title) {
            const base = askedSlug ?? slugify(title);
            const taken = await trx
              .selectFrom("blogs")
              .select("slug")
              .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base.replace(/[\\%_]/g, (ch) => `\\${ch}`)}-%`)]))
              .where("id", "!=", id)
              .execute();
            slug = pickUniqueSlug(
              base,
              taken.map((row) => row.slug),
            );
          }

          const removed: string[] = [];
          if (existing) {
            const scheduledDate = publishAt === undefined ? undefined : blogDateForSchedule(existing.publish_at, publishAt);
            const date = blogDate ?? scheduledDate;
            const updated = await trx
              .updateTable("blogs")
              .set({
                ...content,
                search_text: searchText,
                slug: slug!,
                updated_at: now,
                version: sql<number>`version + 1`,
                ...(publishAt !== undefined ? { publish_at: publishAt } : {}),
                ...(date ? { blog_date: date } : {}),
              })
              .where("id", "=", id)
              .$if(expectedVersion !== undefined, (q) => q.where("version", "=", expectedVersion!))
              .executeTakeFirst();
            // Another save of the same version committed first: nothing of this one is kept.
            if (Number(updated.numUpdatedRows) === 0) throw await versionConflict(trx, id);
            const keep = input.images.flatMap((entry) => (entry.kind === "existing" ? [entry.imageId] : []));
            const gone = await trx
              .selectFrom("blog_images")
              .select(["id", "file_name", "variants"])
              .where("blog_id", "=", id)
              .$if(keep.length > 0, (q) => q.where("id", "not in", keep))
              .execute();
            if (gone.length > 0) {
              await trx
                .deleteFrom("blog_images")
                .where(
                  "id",
                  "in",
                  gone.map((row) => row.id),
                )
                .execute();
              removed.push(...gone.flatMap(filesOfImage));
            }
            const remaining = await trx.selectFrom("blog_images").select("id").where("blog_id", "=", id).execute();
            if (remaining.length < keep.length) {
              // Another save removed an image this one keeps.
              throw new HttpError(409, "The post changed meanwhile; reload it and save again");
            }
          } else {
            const created = input.createdAt ?? now;
            await trx
              .insertInto("blogs")
              .values({
                id,
                ...content,
                search_text: searchText,
                slug: slug!,
                author_id: input.authorId,
                blog_date: blogDate ?? publishAt ?? created,
                publish_at: publishAt ?? null,
                created_at: created,
                updated_at: created,
              })
              .execute();
          }

          for (const [position, entry] of input.images.entries()) {
            if (entry.kind === "existing") {
              await trx
                .updateTable("blog_images")
                .set({ position, ...(entry.alt !== undefined ? { alt_text: entry.alt } : {}) })
                .where("id", "=", entry.imageId)
                .where("blog_id", "=", id)
                .execute();
            } else {
              await trx
                .insertInto("blog_images")
                .values({ ...prepared.get(entry)!.row, blog_id: id, position, created_at: now })
                .execute();
            }
          }
          await recordSaveRevision(trx, uploads, id, input.savedBy === undefined ? input.authorId : input.savedBy);
          // The removed files are journalled with the commit; publishing new files last lets a failure roll back.
          await journal.doomed(trx, removed);
          await staged.commit();
          return removed;
        });
        break;
      } catch (error) {
        // Two posts with the same title saved at once: pick the slug again.
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  } catch (error) {
    if (staged.committed && isDatabaseUnavailable(error)) {
      // The connection broke at COMMIT, which may have happened: keep the files; the cleanup job decides.
      throw error;
    }
    await staged.discard();
    await journal.close();
    throw error;
  }
  await uploads.remove(removedFiles);
  await journal.close();
  return id;
}
