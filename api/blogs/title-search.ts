import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database";
import type { Logger } from "../lib/logger";
import { ensureTrigramIndexes } from "../db/pg-trgm";

/**
 * Post search ("title, tags or the start of the text contain", through the
 * site's normaliser: blogs.search_text, api/blogs/search-text.ts) without
 * reading every post:
 *  - SQLite: the FTS5 trigram table blogs_title_search over search_text
 *    (migration 2026_11_25_issue29_language_and_search) gives the candidates;
 *  - PostgreSQL: a GIN trigram index (pg_trgm) on blogs.search_text, which
 *    the planner uses for the same LIKE by itself.
 * Trigrams cannot answer terms under 3 characters: those scan the titles
 * (LIKE over the covering index), as does PostgreSQL without pg_trgm. Either
 * way the LIKE on search_text stays in the query and decides, so the answer
 * is the same with or without an index (`%` and `_` literal, exact case rules).
 */

const TRGM_INDEX = "blogs_search_text_trgm_idx";

/**
 * SQLite only: a condition narrowing blogs to titles that may hold `needle`
 * (already lower case), or null to scan the titles instead. Each candidate
 * costs a primary-key lookup, some 20× what stepping over one entry of the
 * covering index costs, so a term found in more than 1 title in 20 (say
 * "karachi" on a moving blog) is answered faster by the scan: the candidates
 * are counted first (cheap, from the trigram index alone) to choose.
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

/**
 * PostgreSQL: makes sure the trigram index exists (api/db/pg-trgm.ts); logs
 * which search the API runs with. SQLite: nothing to do (FTS5 is built in).
 */
export async function ensureTitleSearchIndex(db: Db, logger: Logger): Promise<"fts5" | "pg_trgm" | "scan"> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return "fts5";
  const made = await ensureTrigramIndexes(db, logger, "Title search", [{ name: TRGM_INDEX, table: "blogs", expression: "search_text" }]);
  return made ? "pg_trgm" : "scan";
}
