import type { BlogImage } from "../contract/blogs";
import { REVISION_LIMITS, type AutosaveInput, type Revision } from "../contract/revisions";
import type { Db } from "../db/database";
import type { BlogRevisionRow } from "../db/schema";
import { clockNow } from "../lib/clock";
import { HtmlRejected, sanitizeHtml } from "../html/sanitize";
import { badRequest, notFound } from "../lib/http-errors";
import { newId } from "../lib/ids";
import type { UploadStore } from "../storage/uploads";
import type { StoredVariant } from "./stored-images";

let lastStamp = 0;

/** Strictly increasing within the process so quick saves keep their order; follows a clock moved back by a test. */
function revisionNow(): string {
  let now = clockNow().getTime();
  if (now <= lastStamp && lastStamp - now < 1000) now = lastStamp + 1;
  lastStamp = now;
  return new Date(now).toISOString();
}

function parseJsonArray<T>(json: string): T[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** Drafts hold HTML the editor shows again: cleaned as an explicit save cleans it. */
function cleanHtml(field: "shortDescription" | "description", html: string): string {
  try {
    return sanitizeHtml(html);
  } catch (error) {
    if (!(error instanceof HtmlRejected)) throw error;
    const message = `${field === "description" ? "Description" : "Short description"} ${error.message}`;
    throw badRequest(message, { [field]: [message] });
  }
}

type RevisionWithName = BlogRevisionRow & { author_name: string | null };

function toRevision(row: RevisionWithName): Revision {
  return {
    _id: row.id,
    blogId: row.blog_id,
    kind: row.kind,
    title: row.title,
    shortDescription: row.short_description,
    description: row.description,
    keywords: parseJsonArray<unknown>(row.keywords).filter((k): k is string => typeof k === "string"),
    images: parseJsonArray<BlogImage>(row.images),
    language: row.language,
    slug: row.slug,
    status: row.status,
    publishAt: row.publish_at,
    published: Number(row.published) === 1,
    savedBy: row.author_id && row.author_name !== null ? { _id: row.author_id, name: row.author_name } : null,
    createdAt: row.created_at,
  };
}

type DraftContent = Pick<
  BlogRevisionRow,
  "title" | "short_description" | "description" | "keywords" | "images" | "language" | "slug" | "status" | "publish_at"
>;

/** Beyond the newest 50 saves and past 90 days, revisions are pruned after every write; published ones never. */
export class RevisionStore {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadStore,
  ) {}

  /** Newest first; null when the post does not exist. */
  async list(blogId: string): Promise<Revision[] | null> {
    const post = await this.db.selectFrom("blogs").select("id").where("id", "=", blogId).executeTakeFirst();
    if (!post) return null;
    const rows = await this.selectRevisions(this.db)
      .where("blog_revisions.blog_id", "=", blogId)
      .orderBy("blog_revisions.created_at", "desc")
      .orderBy("blog_revisions.id", "desc")
      .execute();
    return rows.map(toRevision);
  }

  /** The post itself is untouched; a retry simply replaces the draft again. */
  async autosave(blogId: string, staffId: string, input: AutosaveInput): Promise<{ revision: Revision; currentVersion: number }> {
    const post = await this.db.selectFrom("blogs").select(["status", "publish_at", "version", "language", "slug"]).where("id", "=", blogId).executeTakeFirst();
    if (!post) throw notFound("Blog not found");
    const id = await this.writeWorkingDraft(blogId, staffId, {
      title: input.title,
      short_description: cleanHtml("shortDescription", input.shortDescription),
      description: cleanHtml("description", input.description),
      keywords: JSON.stringify(input.keywords),
      images: JSON.stringify(await this.currentImages(this.db, blogId)),
      // Not sent (an older editor): the post's own, so the draft never moves the post to the other edition.
      language: input.language ?? post.language,
      slug: input.slug ?? post.slug,
      status: post.status,
      publish_at: post.publish_at,
    });
    return { revision: await this.read(this.db, id), currentVersion: post.version };
  }

  /** The post itself is untouched. */
  async restore(blogId: string, revisionId: string, staffId: string): Promise<Revision> {
    const source = await this.db.selectFrom("blog_revisions").selectAll().where("id", "=", revisionId).where("blog_id", "=", blogId).executeTakeFirst();
    if (!source) throw notFound("Revision not found");
    const id = await this.writeWorkingDraft(blogId, staffId, {
      title: source.title,
      short_description: source.short_description,
      description: source.description,
      keywords: source.keywords,
      images: source.images,
      language: source.language,
      slug: source.slug,
      status: source.status,
      publish_at: source.publish_at,
    });
    return this.read(this.db, id);
  }

  /** Inside the save's transaction `trx` (BlogStore); the saver's own autosave is dropped (other staff keep theirs). */
  async recordSave(blogId: string, staffId: string | null, trx: Db): Promise<string> {
    const post = await trx.selectFrom("blogs").selectAll().where("id", "=", blogId).executeTakeFirstOrThrow();
    const id = newId();
    await trx
      .insertInto("blog_revisions")
      .values({
        id,
        blog_id: blogId,
        kind: "save",
        title: post.title,
        short_description: post.short_description,
        description: post.description,
        keywords: post.keywords,
        images: JSON.stringify(await this.currentImages(trx, blogId)),
        language: post.language,
        slug: post.slug,
        status: post.status,
        publish_at: post.publish_at,
        published: post.status === "published" ? 1 : 0,
        author_id: staffId,
        created_at: revisionNow(),
      })
      .execute();
    if (staffId) await trx.deleteFrom("blog_revisions").where("blog_id", "=", blogId).where("author_id", "=", staffId).where("kind", "=", "autosave").execute();
    await this.prune(trx, blogId);
    return id;
  }

  /** Who made the post's newest explicit save (a version conflict names them); `db` is the save's transaction. */
  async lastSavedBy(blogId: string, db: Db = this.db): Promise<{ _id: string; name: string } | null> {
    const last = await db
      .selectFrom("blog_revisions")
      .leftJoin("users", "users.id", "blog_revisions.author_id")
      .select(["blog_revisions.author_id", "users.name"])
      .where("blog_revisions.blog_id", "=", blogId)
      .where("blog_revisions.kind", "=", "save")
      .orderBy("blog_revisions.created_at", "desc")
      .orderBy("blog_revisions.id", "desc")
      .limit(1)
      .executeTakeFirst();
    return last?.author_id && last.name !== null ? { _id: last.author_id, name: last.name } : null;
  }

  private async currentImages(db: Db, blogId: string): Promise<BlogImage[]> {
    const rows = await db.selectFrom("blog_images").selectAll().where("blog_id", "=", blogId).orderBy("position").execute();
    return rows.map((image) => ({
      url: this.uploads.urlFor(image.file_name),
      altText: image.alt_text,
      width: image.width,
      height: image.height,
      variants: parseJsonArray<StoredVariant>(image.variants).map((v) => ({ url: this.uploads.urlFor(v.file), width: v.width, height: v.height })),
    }));
  }

  private selectRevisions(db: Db) {
    return db.selectFrom("blog_revisions").leftJoin("users", "users.id", "blog_revisions.author_id").selectAll("blog_revisions").select("users.name as author_name");
  }

  private async read(db: Db, id: string): Promise<Revision> {
    return toRevision(await this.selectRevisions(db).where("blog_revisions.id", "=", id).executeTakeFirstOrThrow());
  }

  private async prune(db: Db, blogId: string): Promise<void> {
    const cutoff = new Date(clockNow().getTime() - REVISION_LIMITS.maxAgeDays * 86_400_000).toISOString();
    await db.deleteFrom("blog_revisions").where("blog_id", "=", blogId).where("published", "=", 0).where("created_at", "<", cutoff).execute();
    // Only saves count towards the 50: autosaves (one per staff member) never push a save out.
    const beyond = await db
      .selectFrom("blog_revisions")
      .select("id")
      .where("blog_id", "=", blogId)
      .where("kind", "=", "save")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      // SQLite has no OFFSET without LIMIT.
      .limit(1_000_000)
      .offset(REVISION_LIMITS.keep)
      .execute();
    const ids = beyond.map((row) => row.id);
    for (let at = 0; at < ids.length; at += 500) {
      await db
        .deleteFrom("blog_revisions")
        .where("id", "in", ids.slice(at, at + 500))
        .where("published", "=", 0)
        .execute();
    }
  }

  private async writeWorkingDraft(blogId: string, staffId: string, content: DraftContent): Promise<string> {
    const id = newId();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("blog_revisions").where("blog_id", "=", blogId).where("author_id", "=", staffId).where("kind", "=", "autosave").execute();
      await trx
        .insertInto("blog_revisions")
        .values({ id, blog_id: blogId, kind: "autosave", ...content, published: 0, author_id: staffId, created_at: revisionNow() })
        .execute();
      await this.prune(trx, blogId);
    });
    return id;
  }
}
