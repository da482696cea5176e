import { type Db, isUniqueViolation } from "../db/database";
import type { CommentRow } from "../db/schema";

export type CommentWithBlog = CommentRow & { blog_title: string; blog_slug: string; blog_status: string };

export class CommentStore {
  constructor(private readonly db: Db) {}

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

  async forBlog(blogId: string): Promise<CommentRow[]> {
    return this.db.selectFrom("comments").selectAll().where("blog_id", "=", blogId).orderBy("created_at").orderBy("id").execute();
  }

  async byIdempotencyKey(key: string): Promise<CommentRow | undefined> {
    return this.db.selectFrom("comments").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  }

  /** Another instance storing the same retry at once: answers that first row. */
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

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("comments").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
