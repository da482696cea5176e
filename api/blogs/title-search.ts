import { PostgresAdapter } from "kysely";
import type { Db } from "../db/database";
import type { Logger } from "../lib/logger";
import { ensureTrigramIndexes } from "../db/pg-trgm";

/**
 * Post search without reading every post: SQLite's FTS5 trigram table (migrations; BlogStore picks the
 * candidates), PostgreSQL's pg_trgm GIN index (built here). The LIKE on search_text stays in the query and
 * decides, so the answer is the same with or without an index.
 */

const TRGM_INDEX = "blogs_search_text_trgm_idx";

/** PostgreSQL: api/db/pg-trgm.ts; logs which search runs. SQLite: nothing to do. */
export async function ensureTitleSearchIndex(db: Db, logger: Logger): Promise<"fts5" | "pg_trgm" | "scan"> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return "fts5";
  const made = await ensureTrigramIndexes(db, logger, "Title search", [{ name: TRGM_INDEX, table: "blogs", expression: "search_text" }]);
  return made ? "pg_trgm" : "scan";
}
