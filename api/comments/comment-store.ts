import { type Db, isUniqueViolation } from "../db/database";
import type { CommentRow } from "../db/schema";

/** A comment with the post it belongs to, for the staff list of recent comments. */
export type CommentWithBlog = CommentRow & { blog_title: string; blog_slug: string; blog_status: string };

/** The comments table: reads and writes of blog comments. */
export class CommentStore {
  constructor(private readonly db: Db) {}

  /** Newest first, across every post, with the post's title, slug and status. */
  async recent(limit: number): Promise<CommentWithBlog[]> {
    return this.db
      .selectFrom("comments")
      .innerJoin("blogs", "blogs.id", "comments.blog_id")
      .selectAll("comments")
      .select(["blogs.title as blog_title", "blogs.slug as blog_slug", "blogs.status as blog_status"])
      .orderBy("comments.created_at", "desc")
      .orderBy("comments.id", "desc")
      .limit(limit)
      .execute();
  }

  /** One post's comments, oldest first. */
  async forBlog(blogId: string): Promise<CommentRow[]> {
    return this.db.selectFrom("comments").selectAll().where("blog_id", "=", blogId).orderBy("created_at").orderBy("id").execute();
  }

  /** The comment stored by the first submission with this idempotency key. */
  async byIdempotencyKey(key: string): Promise<CommentRow | undefined> {
    return this.db.selectFrom("comments").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  }

  /**
   * Stores the comment and answers it; when another instance stored the same
   * retry at the same moment (same idempotency key), answers that first row.
   */
  async add(row: CommentRow): Promise<CommentRow> {
    try {
      await this.db.insertInto("comments").values(row).execute();
      return row;
    } catch (error) {
      const first = row.idempotency_key && isUniqueViolation(error) ? await this.byIdempotencyKey(row.idempotency_key) : undefined;
      if (first) return first;
      throw error;
    }
  }

  /** False when no such comment exists. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("comments").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
