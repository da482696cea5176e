import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/database";

/** Deadlines several hosts compare are set and judged by the database's clock, so a fast host clock cannot steal work. */
export async function dbNowMs(db: Db): Promise<number> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = postgres
    ? await sql<{ ms: string | number }>`select floor(extract(epoch from clock_timestamp()) * 1000) as ms`.execute(db)
    : await sql<{ ms: string | number }>`select cast(round((julianday('now') - 2440587.5) * 86400000) as integer) as ms`.execute(db);
  return Number(rows[0]!.ms);
}

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
