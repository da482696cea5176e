import { PostgresAdapter } from "kysely";
import type { Db } from "../db/database";
import { ensureTrigramIndexes } from "../db/pg-trgm";
import type { Logger } from "../lib/logger";

/**
 * Inbox search by name or phone without reading every lead: PostgreSQL's trigram indexes (built here),
 * SQLite's FTS5 table leads_search (LeadStore picks the candidates). The LIKE stays in the query and
 * decides; terms under 3 characters walk the inbox order.
 */

/** Counting a search's matches stops here: "more than 1 000" is all staff need of a common name. */
export const SEARCH_COUNT_CAP = 1_000;

export async function ensureLeadSearchIndexes(db: Db, logger: Logger): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await ensureTrigramIndexes(db, logger, "Lead search", [
    { name: "leads_name_trgm_idx", table: "leads", expression: "lower(name)" },
    { name: "leads_phone_trgm_idx", table: "leads", expression: "phone" },
  ]);
}
