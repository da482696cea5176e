import type { Conflict } from "../contract/revisions";
import type { Db } from "../db/database";

/** Answered 409 with conflictSchema's body; nothing was written. */
export class VersionConflict extends Error {
  constructor(readonly body: Conflict) {
    super(body.message);
    this.name = "VersionConflict";
  }
}

export async function versionConflict(db: Db, blogId: string): Promise<VersionConflict> {
  const post = await db.selectFrom("blogs").select(["version", "updated_at"]).where("id", "=", blogId).executeTakeFirstOrThrow();
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
  const savedBy = last?.author_id && last.name !== null ? { _id: last.author_id, name: last.name } : null;
  const who = savedBy ? ` by ${savedBy.name}` : "";
  return new VersionConflict({
    error: "conflict",
    message: `This post was changed${who} since you opened it (now version ${post.version}). Nothing was saved: reload it, then make your changes again.`,
    currentVersion: post.version,
    updatedAt: post.updated_at,
    savedBy,
  });
}

/** No version named always matches (old clients). */
export function versionMatches(expected: number | undefined, stored: number): boolean {
  return expected === undefined || expected === stored;
}
