import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database";
import type { Logger } from "../lib/logger";

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
 * PostgreSQL: makes sure the trigram index exists (creating pg_trgm when this
 * user may), at every start so a right granted later is used; logs which
 * search the API runs with. SQLite: nothing to do (FTS5 is built in).
 */
export async function ensureTitleSearchIndex(db: Db, logger: Logger): Promise<"fts5" | "pg_trgm" | "scan"> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return "fts5";
  const present = await sql<{ n: number }>`select 1 as n from pg_indexes where schemaname = current_schema() and indexname = ${TRGM_INDEX}`.execute(db);
  if (present.rows.length > 0) {
    logger.info("Title search uses the pg_trgm trigram index");
    return "pg_trgm";
  }
  const extensionSchema = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  let reason = "";
  // In public when allowed, so dropping this API's own schema never drops the extension others use.
  for (const statement of [sql`create extension if not exists pg_trgm with schema public`, sql`create extension if not exists pg_trgm`]) {
    if (await extensionSchema()) break;
    try {
      await statement.execute(db);
    } catch (error) {
      reason = (error as Error).message;
    }
  }
  const schema = await extensionSchema();
  if (!schema) {
    logger.warn(`Title search scans every title: the pg_trgm extension could not be created (${reason || "not available"}). A superuser can run "create extension pg_trgm" in this database; the index follows at the next start.`);
    return "scan";
  }
  try {
    await sql`create index if not exists ${sql.id(TRGM_INDEX)} on blogs using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
  } catch (error) {
    // Two API processes starting together may race here; the other one's index serves both.
    const again = await sql`select 1 from pg_indexes where schemaname = current_schema() and indexname = ${TRGM_INDEX}`.execute(db);
    if (again.rows.length === 0) {
      logger.warn(`Title search scans every title: the trigram index could not be created (${(error as Error).message}).`);
      return "scan";
    }
  }
  logger.info("Title search uses the pg_trgm trigram index (created)");
  return "pg_trgm";
}
