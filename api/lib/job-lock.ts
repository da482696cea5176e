import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database";
import { dbNowMs, isPostgres } from "./db-clock";

/** undefined when another process runs it. SQLite has no advisory locks: a job_locks row expiring after `maxMs` (database clock). */
export async function withJobLock<T>(db: Db, name: string, work: () => Promise<T>, maxMs = 10 * 60_000): Promise<T | undefined> {
  if (isPostgres(db)) {
    return db.connection().execute(async (conn) => {
      // Advisory locks are database-wide: the schema is in the key, so instances on other schemas
      // of the same database (tests in parallel, a staging copy) never skip each other's jobs.
      const key = sql`hashtext(current_schema() || ${`:manzil:${name}`})`;
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
      if (!rows[0]?.locked) return undefined;
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  }
  const holder = randomUUID();
  const now = await dbNowMs(db);
  const taken = await db
    .insertInto("job_locks")
    .values({ name, holder, until: new Date(now + maxMs).toISOString() })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ holder, until: new Date(now + maxMs).toISOString() })
        .where("job_locks.until", "<=", new Date(now).toISOString()),
    )
    .returning("holder")
    .executeTakeFirst();
  if (taken?.holder !== holder) return undefined;
  try {
    return await work();
  } finally {
    await db.deleteFrom("job_locks").where("name", "=", name).where("holder", "=", holder).execute();
  }
}
