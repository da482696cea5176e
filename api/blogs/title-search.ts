import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database";
import type { Logger } from "../lib/logger";
import { ensureTrigramIndexes } from "../db/pg-trgm";

/**
 * Post search without reading every post: SQLite's FTS5 trigram table, PostgreSQL's pg_trgm GIN index.
 * Terms under 3 characters scan the covering index. The LIKE on search_text stays in the query and
 * decides, so the answer is the same with or without an index.
 */

const TRGM_INDEX = "blogs_search_text_trgm_idx";

/**
 * null: scan instead. A candidate costs a primary-key lookup, ~20× an index step, so a term in over 1 title
 * in 20 is faster scanned; candidates are counted first (from the trigram index alone) to choose.
 */
export async function titleCandidates(db: Db, needle: string): Promise<RawBuilder<boolean> | null> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return null;
  if ([...needle].length < 3) return null;
  // One FTS5 phrase: inside double quotes every character is literal ("" is a quote).
  const phrase = `"${needle.replaceAll('"', '""')}"`;
  // max(rowid) reads one index edge: the number of posts, give or take deleted ones.
  const size = await sql<{ n: number | null }>`select max(rowid) as n from blogs`.execute(db);
  const enough = Math.max(200, Math.ceil(Number(size.rows[0]?.n ?? 0) / 20));
  const found = await sql<{ n: number }>`select count(*) as n from (select 1 from blogs_title_search where blogs_title_search match ${phrase} limit ${enough})`.execute(db);
  if (Number(found.rows[0]?.n ?? 0) >= enough) return null;
  return sql<boolean>`blogs.id in (select blog_id from blogs_title_search where blogs_title_search match ${phrase})`;
}

/** PostgreSQL: api/db/pg-trgm.ts; logs which search runs. SQLite: nothing to do. */
export async function ensureTitleSearchIndex(db: Db, logger: Logger): Promise<"fts5" | "pg_trgm" | "scan"> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return "fts5";
  const made = await ensureTrigramIndexes(db, logger, "Title search", [{ name: TRGM_INDEX, table: "blogs", expression: "search_text" }]);
  return made ? "pg_trgm" : "scan";
}
