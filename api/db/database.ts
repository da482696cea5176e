import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  kind: Config["database"]["kind"];
  /** For libraries that speak to the driver directly (api/auth/limits.ts). */
  driver: { kind: "postgres"; pool: pg.Pool } | { kind: "sqlite"; database: SQLite.Database };
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function openDatabase(settings: Config["database"]): OpenDatabase {
  let db: Db;
  let driver: OpenDatabase["driver"];
  if (settings.kind === "sqlite") {
    mkdirSync(path.dirname(settings.file), { recursive: true });
    const sqlite = new SQLite(settings.file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("synchronous = NORMAL");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    driver = { kind: "sqlite", database: sqlite };
  } else {
    const { pool, wrapped } = robustPool(settings);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: wrapped }) });
    driver = { kind: "postgres", pool };
  }
  return {
    db,
    kind: settings.kind,
    driver,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Survives PostgreSQL going away and never lets a request hang: every client keeps an 'error' listener
 * (pg-pool's unlistened error kills the process), connect and statement timeouts on both sides, a
 * connection that failed is destroyed on release, and TCP keep-alive finds dead peers. Requests get 503.
 */
function robustPool(settings: Extract<Config["database"], { kind: "postgres" }>): { pool: pg.Pool; wrapped: PostgresPool } {
  const options = [settings.schema ? `-c search_path=${settings.schema}` : "", `-c statement_timeout=${settings.statementTimeoutMs}`].filter(Boolean).join(" ");
  const pool = new pg.Pool({
    connectionString: settings.url,
    // A connection string's own application_name wins (pg applies it last).
    application_name: "manzil-api",
    max: 10,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    query_timeout: settings.statementTimeoutMs + 1000,
    keepAlive: true,
    options,
  });
  const ignore = () => {};
  pool.on("error", ignore);
  pool.on("connect", (client) => client.on("error", ignore));

  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const facade: PostgresPool = {
    async connect() {
      const client = await pool.connect();
      let view = wrapped.get(client);
      if (!view) {
        let broken: Error | undefined;
        view = {
          query: ((...args: unknown[]) => {
            const result = (client.query as (...a: unknown[]) => unknown)(...args);
            if (result instanceof Promise) {
              result.catch((error: unknown) => {
                if (isConnectionLevel(error)) broken = error as Error;
              });
            }
            return result;
          }) as PostgresPoolClient["query"],
          release() {
            const error = broken;
            broken = undefined;
            // Released with an error, pg-pool destroys the client.
            client.release(error);
          },
        };
        wrapped.set(client, view);
      }
      return view;
    },
    end: () => pool.end(),
  };
  return { pool, wrapped: facade };
}

/** An error that says the connection itself is unusable (not a bad statement). */
function isConnectionLevel(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (code.startsWith("08") || code.startsWith("57P") || /^E[A-Z]+$/.test(code))) return true;
  return typeof message === "string" && /Connection terminated|Query read timeout|connection error|not queryable|timeout exceeded/i.test(message);
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** count(*) comes back as a number (SQLite) or a bigint string (pg). */
export function toCount(value: unknown): number {
  return typeof value === "number" ? value : Number(value ?? 0);
}
