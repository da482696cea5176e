import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  kind: Config["database"]["kind"];
  /** Answers when the database takes a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** SQLite file under DATA_DIR (default) or PostgreSQL when DATABASE_URL is set. */
export function openDatabase(settings: Config["database"]): OpenDatabase {
  let db: Db;
  if (settings.kind === "sqlite") {
    mkdirSync(path.dirname(settings.file), { recursive: true });
    const sqlite = new SQLite(settings.file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("synchronous = NORMAL");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  } else {
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: 10,
      ...(settings.schema ? { options: `-c search_path=${settings.schema}` } : {}),
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return {
    db,
    kind: settings.kind,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

/** A unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** count(*) comes back as a number (SQLite) or a bigint string (pg). */
export function toCount(value: unknown): number {
  return typeof value === "number" ? value : Number(value ?? 0);
}
