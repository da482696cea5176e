import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database";
import { ensureTrigramIndexes } from "../db/pg-trgm";
import type { Logger } from "../lib/logger";

/**
 * Inbox search by name or phone without reading every lead: PostgreSQL's trigram indexes, SQLite's FTS5
 * table leads_search. The LIKE stays in the query and decides; terms under 3 characters walk the inbox order.
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

const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * null: walk the inbox index. A candidate costs ~16 index steps (measured at 100 000 leads), so candidates
 * win while there are fewer than √(cap × leads / 16).
 */
export async function searchCandidates(db: Db, words: string, digits: string | null): Promise<RawBuilder<boolean> | null> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return null;
  const terms: string[] = [];
  if ([...words].length >= 3) terms.push(`name : ${phrase(words)}`);
  else if (words) return null;
  if (digits) terms.push(`phone : ${phrase(digits)}`);
  if (terms.length === 0) return null;
  const query = terms.join(" OR ");
  // max(rowid) reads one index edge: the number of leads, give or take deleted ones.
  const size = await sql<{ n: number | null }>`select max(rowid) as n from leads`.execute(db);
  const enough = Math.max(200, Math.ceil(Math.sqrt((SEARCH_COUNT_CAP * Number(size.rows[0]?.n ?? 0)) / 16)));
  const found = await sql<{ n: number }>`select count(*) as n from (select 1 from leads_search where leads_search match ${query} limit ${enough})`.execute(db);
  if (Number(found.rows[0]?.n ?? 0) >= enough) return null;
  return sql<boolean>`leads.id in (select lead_id from leads_search where leads_search match ${query})`;
}
