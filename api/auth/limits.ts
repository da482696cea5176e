import type SQLite from "better-sqlite3";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Config, RateLimit } from "../config";
import type { OpenDatabase } from "../db/database";
import type { Logger } from "../lib/logger";

/**
 * Limits shared by every API process (ADR 019): counters in the `rate_limits` table, so N instances never
 * allow N times the limit. If the database fails, each falls back to an in-memory limiter (logged).
 */

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface Limiter {
  consume(key: string): Promise<Verdict>;
  /** Takes back one counted event (a reservation that turned out not to count). */
  reward(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * All pairs or none: a locked-out address never uses up an account's allowance. Each count is one atomic
 * upsert, so concurrent requests never pass together; reserve before the password hash, release() when
 * the event should not count.
 */
export async function reserve(entries: ReadonlyArray<readonly [Limiter, string]>): Promise<Reservation> {
  const counted: Array<readonly [Limiter, string]> = [];
  for (const [limiter, key] of entries) {
    const verdict = await limiter.consume(key);
    if (!verdict.ok) {
      await Promise.all(counted.map(([l, k]) => l.reward(k)));
      return verdict;
    }
    counted.push([limiter, key]);
  }
  return { ok: true, release: async () => void (await Promise.all(counted.map(([l, k]) => l.reward(k)))) };
}

/** Counted on all or none. */
export async function consumeAll(limiters: Limiter[], key: string): Promise<Verdict> {
  const reservation = await reserve(limiters.map((limiter) => [limiter, key] as const));
  return reservation.ok ? { ok: true } : reservation;
}

const UNLIMITED: Limiter = {
  consume: async () => ({ ok: true }),
  reward: async () => {},
  reset: async () => {},
};

/** How often at most the log repeats that the store failed (it is said at the first failure). */
const FALLBACK_LOG_EVERY_MS = 60_000;

export interface LimiterStore {
  limiter(name: string, rule: RateLimit): Limiter;
}

/** On SQLite every statement takes Kysely's connection lock, so a counter is never written in another request's transaction (a rollback would undo it). */
export function databaseLimiterStore(database: Pick<OpenDatabase, "db" | "driver">, logger: Logger): LimiterStore {
  let lastWarned = 0;
  const warn = (name: string, error: unknown) => {
    if (Date.now() - lastWarned < FALLBACK_LOG_EVERY_MS) return;
    lastWarned = Date.now();
    logger.warn("Rate-limit store unreachable: limits are held in this process's memory until the database answers", {
      limiter: name,
      error: (error as Error)?.message ?? String(error),
    });
  };
  return {
    limiter(name, rule) {
      if (rule.limit <= 0) return UNLIMITED;
      const options = { keyPrefix: name, points: rule.limit, duration: rule.windowMs / 1000 };
      const insurance = new RateLimiterMemory(options);
      const common = { ...options, tableName: "rate_limits", tableCreated: true, clearExpiredByTimeout: true, insuranceLimiter: insurance };
      const store: RateLimiterAbstract =
        database.driver.kind === "postgres"
          ? new RateLimiterPostgres({ ...common, storeClient: database.driver.pool, storeType: "pool" })
          : new RateLimiterSQLite({ ...common, storeClient: kyselySqliteHandle(database.db, database.driver.database), storeType: "knex" });
      // The library turns to the insurance limiter on a store error without a word: say so.
      const internals = store as unknown as { _handleError(error: unknown, ...rest: unknown[]): unknown };
      const handleError = internals._handleError.bind(store);
      internals._handleError = (error, ...rest) => {
        if (!(error instanceof RateLimiterRes)) warn(name, error);
        return handleError(error, ...rest);
      };
      return wrap(store);
    },
  };
}

export function memoryLimiterStore(): LimiterStore {
  return {
    limiter(name, rule) {
      if (rule.limit <= 0) return UNLIMITED;
      return wrap(new RateLimiterMemory({ keyPrefix: name, points: rule.limit, duration: rule.windowMs / 1000 }));
    },
  };
}

function wrap(limiter: RateLimiterAbstract): Limiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        // Over the limit: this event does not count (the key stays at its limit).
        await limiter.reward(key).catch(() => undefined);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
      }
    },
    async reward(key) {
      await limiter.reward(key).catch(() => undefined);
    },
    async reset(key) {
      await limiter.delete(key).catch(() => undefined);
    },
  };
}

/** Lends the better-sqlite3 handle under Kysely's connection lock, as the library borrows one from Knex. */
function kyselySqliteHandle(db: OpenDatabase["db"], handle: SQLite.Database) {
  const releases: Array<() => void> = [];
  return {
    raw() {
      throw new Error("not a Knex instance: only the connection is lent");
    },
    client: {
      config: { client: "better-sqlite3" },
      acquireConnection(): Promise<SQLite.Database> {
        return new Promise((lent, failed) => {
          db.connection()
            .execute(() => new Promise<void>((done) => {
              releases.push(done);
              lent(handle);
            }))
            .catch(failed);
        });
      },
      releaseConnection() {
        // One borrower at a time holds the lock: the oldest lent is the one returning.
        releases.shift()?.();
      },
    },
  };
}

export interface ApiLimits {
  comments: Limiter[];
  leads: { perPerson: Limiter; perAddress: Limiter };
  login: {
    perAccountAddress: Limiter;
    perAccount: Limiter;
    perAddress: Limiter;
    /** A browser that signed in to the account before (device cookie): held by this alone. */
    perDevice: Limiter;
  };
}

/** The README's Security table. */
export function apiLimits(store: LimiterStore, rules: Config["rateLimits"]): ApiLimits {
  return {
    comments: [store.limiter("comments_minute", rules.commentsPerMinute), store.limiter("comments_hour", rules.commentsPerHour)],
    leads: { perPerson: store.limiter("leads_person", rules.leads), perAddress: store.limiter("leads", rules.leadsPerAddress) },
    login: {
      perAccountAddress: store.limiter("login_account_address", rules.loginPerAccountAddress),
      perAccount: store.limiter("login_account", rules.loginPerAccount),
      perAddress: store.limiter("login_address", rules.loginPerIp),
      perDevice: store.limiter("login_device", rules.loginPerAccountAddress),
    },
  };
}
