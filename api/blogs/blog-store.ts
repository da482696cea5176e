import { ftsPhrase } from "../db/fts-phrase";
import { PostgresAdapter, type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Blog, BlogImage, BlogListLanguage, TagCounts } from "../contract/blogs";
import type { Language } from "../contract/languages";
import { PAGE_SIZE } from "../contract/common";
import { type Db, isUniqueViolation, toCount } from "../db/database";
import { isDatabaseUnavailable } from "../lib/db-errors";
import type { Database } from "../db/schema";
import type { UploadStore } from "../storage/uploads";
import { clockNowIso } from "../lib/clock";
import { HttpError, badRequest, notFound } from "../lib/http-errors";
import { newId } from "../lib/ids";
import { pickUniqueSlug, slugify } from "../lib/slug";
import { isoNow } from "../lib/time";
import { ALWAYS, ListCache, type ListWindow } from "./list-cache";
import type { RevisionStore } from "./revisions-store";
import { type PreparedUpload, type SaveBlogInput, normaliseDate, prepareUpload, sanitizeField } from "./save-input";
import { blogDateForSchedule, refusePastSchedule } from "./schedule";
import { postSearchText, searchNeedle } from "./search-text";
import type { ImageEntry } from "./blog-form";
import { filesOfImage, type StoredVariant } from "./stored-images";
import { VersionConflict, versionMatches } from "./version-conflict";
import { publiclyVisible } from "./visibility";

export type StatusFilter = "published" | "draft" | "all";

// Kysely's own type for selectFrom("blogs") before any column is selected.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type BlogsQuery = SelectQueryBuilder<Database, "blogs", {}>;

/** A LIKE pattern matching `text` anywhere, with its wildcards escaped (escape char \). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** NUL, which no tag holds, is dropped (the contract's terms are lenient). */
function searchTerm(text: string): string {
  return text.replaceAll("\u0000", "").trim().toLowerCase();
}

function parseKeywords(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export class BlogStore {
  private readonly lists: ListCache;

  constructor(
    private readonly db: Db,
    private readonly uploads: UploadStore,
    private readonly maxPixels: number,
    /** A save's revision is written in the save's transaction. */
    private readonly revisions: RevisionStore,
  ) {
    this.lists = new ListCache(db);
  }

  private baseQuery(
    status: StatusFilter,
    title: string,
    tag = "",
    now?: string,
    candidates?: RawBuilder<boolean> | null,
    language: BlogListLanguage = "all",
  ): BlogsQuery {
    let query = this.db.selectFrom("blogs");
    if (language !== "all") query = query.where("blogs.language", "=", language);
    if (status === "published") query = query.where((eb) => publiclyVisible(eb, now));
    else if (status === "draft") query = query.where("blogs.status", "=", "draft");
    const needle = searchNeedle(title);
    if (needle) {
      if (candidates) query = query.where(candidates);
      query = query.where(sql<boolean>`blogs.search_text like ${containsPattern(needle)} escape '\\'`);
    }
    const keyword = searchTerm(tag);
    if (keyword) query = query.where(sql<boolean>`lower(blogs.keywords) like ${containsPattern(JSON.stringify(keyword))} escape '\\'`);
    return query;
  }

  /** The page's posts in full, with their comment counts from one grouped query (no subquery per row). */
  private async pageRows(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom("blogs")
      .leftJoin("users", "users.id", "blogs.author_id")
      .leftJoin(
        (eb) =>
          eb
            .selectFrom("comments")
            .select(["comments.blog_id", (e) => e.fn.countAll().as("n")])
            .where("comments.blog_id", "in", ids)
            .groupBy("comments.blog_id")
            .as("counts"),
        (join) => join.onRef("counts.blog_id", "=", "blogs.id"),
      )
      .selectAll("blogs")
      .select(["users.name as author_name", "counts.n as comment_count"])
      // The lists' generation, read in the same statement (same snapshot) as the rows.
      .select((eb) => eb.selectFrom("blogs_generation").select("generation").where("blogs_generation.id", "=", 1).as("list_generation"))
      .where("blogs.id", "in", ids)
      .orderBy("blogs.blog_date", "desc")
      .orderBy("blogs.id", "desc")
      .execute();
  }

  /** Until when a public list read at `now` stays right without a write: the next scheduled post's publish time. */
  private async visibilityWindow(now: string): Promise<ListWindow> {
    const next = await this.db
      .selectFrom("blogs")
      .select((eb) => eb.fn.min("blogs.publish_at").as("at"))
      .where("blogs.status", "=", "published")
      .where("blogs.publish_at", ">", now)
      .executeTakeFirst();
    return { validFrom: now, validUntil: next?.at ?? ALWAYS.validUntil };
  }

  /** Ids come from list-cache.ts: any page is a slice, so a deep page costs what page 1 does. */
  async list(options: {
    page: number;
    title: string;
    status: StatusFilter;
    tag?: string;
    language?: BlogListLanguage;
  }): Promise<{ blogs: Blog[]; total: number }> {
    const now = clockNowIso();
    const offset = (options.page - 1) * PAGE_SIZE;
    const language = options.language ?? "en";
    const key = JSON.stringify([options.status, searchNeedle(options.title), searchTerm(options.tag ?? ""), language]);

    // Usual case: the generation is read in the same statement as the page; one round trip.
    const cached = this.lists.peek(key, now);
    if (cached) {
      const ids = cached.ids.slice(offset, offset + PAGE_SIZE);
      const [rows, images] = await Promise.all([this.pageRows(ids), this.imagesOf(ids)]);
      const generation = rows.length > 0 ? Number(rows[0]!.list_generation) : await this.lists.generation();
      if (generation === cached.generation && rows.length === ids.length) return { blogs: this.toBlogs(rows, images), total: cached.ids.length };
    }

    const needle = searchNeedle(options.title);
    const matching = async () =>
      this.baseQuery(options.status, options.title, options.tag, now, needle ? await this.titleCandidates(needle) : null, language);
    const ordered = await this.lists.ids(key, now, async () => ({
      ids: (await (await matching()).select("blogs.id").orderBy("blogs.blog_date", "desc").orderBy("blogs.id", "desc").execute()).map((row) => row.id),
      window: options.status === "published" ? await this.visibilityWindow(now) : ALWAYS,
    }));
    let total: number;
    let ids: string[];
    if (ordered) {
      total = ordered.length;
      ids = ordered.slice(offset, offset + PAGE_SIZE);
    } else {
      // Too long to cache: count and skip in the database (index-only, but linear in the offset).
      const base = await matching();
      const [countRow, pageIds] = await Promise.all([
        base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
        base.select("blogs.id").orderBy("blogs.blog_date", "desc").orderBy("blogs.id", "desc").limit(PAGE_SIZE).offset(offset).execute(),
      ]);
      total = toCount(countRow?.total);
      ids = pageIds.map((row) => row.id);
    }
    const [rows, images] = await Promise.all([this.pageRows(ids), this.imagesOf(ids)]);
    return { blogs: this.toBlogs(rows, images), total };
  }

  private tagCache = new Map<BlogListLanguage, { generation: number; clockAt: string; until: string | null; tags: TagCounts["tags"] }>();

  /** Per-post keyword counts, kept while blogs_generation holds and no scheduled post came due. */
  async tagCounts(language: BlogListLanguage = "en"): Promise<TagCounts["tags"]> {
    const now = clockNowIso();
    // Read before the rows: the cache may then hold newer counts than its generation says, never older.
    const generation = await this.lists.generation();
    const cache = this.tagCache.get(language);
    if (cache && cache.generation === generation && now >= cache.clockAt && (cache.until === null || now < cache.until)) return cache.tags;
    const [rows, next] = await Promise.all([
      this.db
        .selectFrom("blogs")
        .select("keywords")
        .where((eb) => publiclyVisible(eb, now))
        .$if(language !== "all", (q) => q.where("blogs.language", "=", language as Language))
        .execute(),
      this.db
        .selectFrom("blogs")
        .select((eb) => eb.fn.min("publish_at").as("next"))
        .where("status", "=", "published")
        .where("publish_at", ">", now)
        .executeTakeFirst(),
    ]);
    const counts = new Map<string, number>();
    for (const row of rows) {
      for (const tag of new Set(parseKeywords(row.keywords).map((k) => k.trim().toUpperCase()).filter(Boolean))) {
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
    }
    const tags = [...counts.entries()].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
    this.tagCache.set(language, { generation, clockAt: now, until: next?.next ?? null, tags });
    return tags;
  }

  changed(): void {
    this.tagCache.clear();
  }

  /**
   * All or nothing: files are written under temporary names, rows go in one transaction, and files get
   * their final names just before COMMIT. An upload journal settles a crash the same way at the next start.
   */
  async save(input: SaveBlogInput): Promise<string> {
    const blogDate = normaliseDate(input.fields.blogDate);

    // Checked again under the transaction below.
    const expectedVersion = input.id ? input.fields.version : undefined;
    // "" = no schedule (public as soon as published); absent = keep the post's.
    const publishAt = input.fields.publishAt === undefined ? undefined : input.fields.publishAt || null;

    let currentImageIds = new Set<string>();
    if (input.id) {
      const current = await this.db.selectFrom("blogs").select(["id", "version", "publish_at"]).where("id", "=", input.id).executeTakeFirst();
      if (!current) throw notFound("Blog not found");
      if (!versionMatches(expectedVersion, current.version)) throw await this.versionConflict(input.id);
      // Before any image is stored, so a refused save leaves nothing behind.
      refusePastSchedule(current.publish_at, publishAt);
      const rows = await this.db.selectFrom("blog_images").select("id").where("blog_id", "=", input.id).execute();
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
      if (entry.kind === "upload") prepared.set(entry, await prepareUpload(entry, this.maxPixels));
    }

    const newFiles = [...prepared.values()].flatMap((p) => p.files);
    // Journalled before anything is written: a crash from here on is settled by the cleanup job.
    const journal = this.uploads.journal();
    await journal.pending(newFiles.map((file) => file.name));
    let staged;
    try {
      staged = await this.uploads.stage(newFiles);
    } catch (error) {
      await journal.close();
      throw error;
    }
    const id = input.id ?? newId();
    let removedFiles: string[] = [];
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          removedFiles = await this.db.transaction().execute(async (trx) => {
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
              if (Number(updated.numUpdatedRows) === 0) throw await this.versionConflict(id, trx);
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
            await this.revisions.recordSave(id, input.savedBy === undefined ? input.authorId : input.savedBy, trx);
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
    await this.uploads.remove(removedFiles);
    await journal.close();
    this.changed();
    return id;
  }

  /** An explicit save (version, revision). No job runs at that time: public reads compare with the clock. */
  async schedule(input: { id: string; publishAt: string | null; expectedVersion?: number; staffId: string }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const post = await trx.selectFrom("blogs").select(["version", "publish_at"]).where("id", "=", input.id).executeTakeFirst();
      if (!post) throw notFound("Blog not found");
      if (!versionMatches(input.expectedVersion, post.version)) throw await this.versionConflict(input.id, trx);
      refusePastSchedule(post.publish_at, input.publishAt);
      const blogDate = blogDateForSchedule(post.publish_at, input.publishAt);
      const result = await trx
        .updateTable("blogs")
        .set({
          status: "published",
          publish_at: input.publishAt,
          version: sql<number>`version + 1`,
          updated_at: isoNow(),
          ...(blogDate ? { blog_date: blogDate } : {}),
        })
        .where("id", "=", input.id)
        .$if(input.expectedVersion !== undefined, (q) => q.where("version", "=", input.expectedVersion!))
        .executeTakeFirst();
      // Another save got in between read and update (PostgreSQL).
      if (Number(result.numUpdatedRows) === 0) throw await this.versionConflict(input.id, trx);
      await this.revisions.recordSave(input.id, input.staffId, trx);
    });
    this.changed();
  }

  /** The 409's body: the post's version now and who saved it last; `db` is the refused save's transaction. */
  private async versionConflict(blogId: string, db: Db = this.db): Promise<VersionConflict> {
    const post = await db.selectFrom("blogs").select(["version", "updated_at"]).where("id", "=", blogId).executeTakeFirstOrThrow();
    const savedBy = await this.revisions.lastSavedBy(blogId, db);
    const who = savedBy ? ` by ${savedBy.name}` : "";
    return new VersionConflict({
      error: "conflict",
      message: `This post was changed${who} since you opened it (now version ${post.version}). Nothing was saved: reload it, then make your changes again.`,
      currentVersion: post.version,
      updatedAt: post.updated_at,
      savedBy,
    });
  }

  /**
   * Post search without reading every post (api/blogs/title-search.ts): on SQLite, the ids the FTS5 trigram
   * table finds; null: scan instead (PostgreSQL's pg_trgm index serves the LIKE itself). A candidate costs a
   * primary-key lookup, ~20× an index step, so a term in over 1 title in 20 is faster scanned; candidates are
   * counted first (from the trigram index alone) to choose. Terms under 3 characters scan the covering index.
   */
  private async titleCandidates(needle: string): Promise<RawBuilder<boolean> | null> {
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) return null;
    if ([...needle].length < 3) return null;
    // One FTS5 phrase: inside double quotes every character is literal ("" is a quote).
    const phrase = ftsPhrase(needle);
    // max(rowid) reads one index edge: the number of posts, give or take deleted ones.
    const size = await sql<{ n: number | null }>`select max(rowid) as n from blogs`.execute(this.db);
    const enough = Math.max(200, Math.ceil(Number(size.rows[0]?.n ?? 0) / 20));
    const found = await sql<{ n: number }>`select count(*) as n from (select 1 from blogs_title_search where blogs_title_search match ${phrase} limit ${enough})`.execute(this.db);
    if (Number(found.rows[0]?.n ?? 0) >= enough) return null;
    return sql<boolean>`blogs.id in (select blog_id from blogs_title_search where blogs_title_search match ${phrase})`;
  }

  async getById(id: string, options: { includeDrafts: boolean }): Promise<Blog | null> {
    // The comment count as a subquery: one index lookup, same round trip.
    const query = this.baseQuery(options.includeDrafts ? "all" : "published", "")
      .leftJoin("users", "users.id", "blogs.author_id")
      .selectAll("blogs")
      .select("users.name as author_name")
      .select((eb) =>
        eb.selectFrom("comments").select(eb.fn.countAll().as("n")).whereRef("comments.blog_id", "=", "blogs.id").as("comment_count"),
      )
      .where("blogs.id", "=", id)
      .executeTakeFirst();
    // Images read alongside (dropped when the post is not there or not visible).
    const [row, images] = await Promise.all([query, this.imagesOf([id])]);
    if (!row) return null;
    return this.toBlogs([row], images)[0]!;
  }

  async exists(id: string, options: { includeDrafts: boolean }): Promise<boolean> {
    let query = this.db.selectFrom("blogs").select("id").where("id", "=", id);
    if (!options.includeDrafts) query = query.where((eb) => publiclyVisible(eb));
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The upload cleanup job keeps these. Ids may hold "-", so both readings of a variant name (<id>-<width>.webp) are tried. */
  async referencedUploads(names: string[]): Promise<Set<string>> {
    const wanted = new Set(names);
    const candidates = new Set<string>();
    for (const name of names) {
      const stem = name.replace(/\.(jpg|webp)$/, "");
      candidates.add(stem);
      const variant = /^(.+)-\d+$/.exec(stem);
      if (variant) candidates.add(variant[1]!);
    }
    const found = new Set<string>();
    const ids = [...candidates];
    for (let at = 0; at < ids.length; at += 500) {
      const rows = await this.db
        .selectFrom("blog_images")
        .select(["file_name", "variants"])
        .where("id", "in", ids.slice(at, at + 500))
        .execute();
      for (const row of rows) for (const file of filesOfImage(row)) if (wanted.has(file)) found.add(file);
    }
    return found;
  }

  async imageUrls(id: string): Promise<string[]> {
    const rows = await this.db.selectFrom("blog_images").select("file_name").where("blog_id", "=", id).orderBy("position").execute();
    return rows.map((row) => this.uploads.urlFor(row.file_name));
  }

  private async imagesOf(ids: string[]): Promise<Map<string, BlogImage[]>> {
    const images = new Map<string, BlogImage[]>();
    if (ids.length === 0) return images;
    const imageRows = await this.db.selectFrom("blog_images").selectAll().where("blog_id", "in", ids).orderBy("blog_id").orderBy("position").execute();
    for (const image of imageRows) {
      const list = images.get(image.blog_id) ?? [];
      list.push({
        url: this.uploads.urlFor(image.file_name),
        altText: image.alt_text,
        width: image.width,
        height: image.height,
        variants: (JSON.parse(image.variants) as StoredVariant[]).map((v) => ({
          url: this.uploads.urlFor(v.file),
          width: v.width,
          height: v.height,
        })),
      });
      images.set(image.blog_id, list);
    }
    return images;
  }

  private toBlogs(
    rows: Array<{
      id: string;
      slug: string;
      title: string;
      short_description: string;
      description: string;
      keywords: string;
      status: "draft" | "published";
      author_id: string | null;
      author_name: string | null;
      blog_date: string;
      created_at: string;
      updated_at: string;
      publish_at: string | null;
      version: number;
      language: Language;
      comment_count: unknown;
    }>,
    images: Map<string, BlogImage[]>,
  ): Blog[] {
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      slug: row.slug,
      description: row.description,
      shortDescription: row.short_description,
      images: images.get(row.id) ?? [],
      blogDate: row.blog_date,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      blogCreatedBy: row.author_id,
      author: row.author_id && row.author_name !== null ? { _id: row.author_id, name: row.author_name } : null,
      status: row.status,
      commentCount: toCount(row.comment_count),
      publishAt: row.publish_at,
      version: Number(row.version),
      language: row.language,
      metaData: { metaKeywords: parseKeywords(row.keywords) },
    }));
  }

  async delete(id: string): Promise<boolean> {
    // The files go after COMMIT; the journal covers a crash in between.
    const journal = this.uploads.journal();
    let files: string[] | null;
    try {
      files = await this.db.transaction().execute(async (trx) => {
        const images = await trx.selectFrom("blog_images").select(["file_name", "variants"]).where("blog_id", "=", id).execute();
        // Explicit deletes, so a database opened without foreign_keys loses nothing half-way.
        await trx.deleteFrom("comments").where("blog_id", "=", id).execute();
        await trx.deleteFrom("blog_revisions").where("blog_id", "=", id).execute();
        await trx.deleteFrom("blog_images").where("blog_id", "=", id).execute();
        const result = await trx.deleteFrom("blogs").where("id", "=", id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return null;
        const owned = images.flatMap(filesOfImage);
        await journal.doomed(trx, owned);
        return owned;
      });
    } catch (error) {
      // Lost connection: the COMMIT may have happened. Leave the journal to the cleanup job.
      if (!isDatabaseUnavailable(error)) await journal.close();
      throw error;
    }
    if (files === null) return false;
    this.changed();
    await this.uploads.remove(files);
    await journal.close();
    return true;
  }
}
