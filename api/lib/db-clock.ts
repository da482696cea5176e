import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/database";

/**
 * "Now" by the database's clock, in epoch milliseconds. Several API hosts
 * share one database but not one clock: a deadline every host compares with
 * (an outbox claim's expiry, a job lock's) is set and judged by this one, so
 * a host whose clock runs fast cannot take over work another still holds.
 * SQLite lives on the host that runs it: there it is that host's clock.
 */
export async function dbNowMs(db: Db): Promise<number> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = postgres
    ? await sql<{ ms: string | number }>`select floor(extract(epoch from clock_timestamp()) * 1000) as ms`.execute(db)
    : await sql<{ ms: string | number }>`select cast(round((julianday('now') - 2440587.5) * 86400000) as integer) as ms`.execute(db);
  return Number(rows[0]!.ms);
}

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
