import { sql } from "kysely";
import type { Db } from "./database";
import type { Logger } from "../lib/logger";

/** Made at every start, not in a migration: this user may not be allowed to create the extension (a later grant is used). Without them queries still answer, slower. */
async function extensionSchema(db: Db): Promise<{ schema: string } | { reason: string }> {
  const find = async () =>
    (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]
      ?.schema;
  let reason = "";
  // In public, so dropping this API's own schema never drops the extension others use.
  for (const statement of [sql`create extension if not exists pg_trgm with schema public`, sql`create extension if not exists pg_trgm`]) {
    if (await find()) break;
    try {
      await statement.execute(db);
    } catch (error) {
      reason = (error as Error).message;
    }
  }
  const schema = await find();
  return schema ? { schema } : { reason: reason || "not available" };
}

const present = async (db: Db, name: string) =>
  (await sql`select 1 from pg_indexes where schemaname = current_schema() and indexname = ${name}`.execute(db)).rows.length > 0;

/** True when they all exist. */
export async function ensureTrigramIndexes(db: Db, logger: Logger, what: string, indexes: ReadonlyArray<{ name: string; table: string; expression: string }>): Promise<boolean> {
  const missing = [];
  for (const index of indexes) if (!(await present(db, index.name))) missing.push(index);
  if (missing.length === 0) {
    logger.info(`${what} uses the pg_trgm trigram index`);
    return true;
  }
  const extension = await extensionSchema(db);
  if ("reason" in extension) {
    logger.warn(
      `${what} scans instead: the pg_trgm extension could not be created (${extension.reason}). A superuser can run "create extension pg_trgm" in this database; the index follows at the next start.`,
    );
    return false;
  }
  for (const index of missing) {
    try {
      await sql`create index if not exists ${sql.id(index.name)} on ${sql.id(index.table)} using gin ((${sql.raw(index.expression)}) ${sql.id(extension.schema)}.gin_trgm_ops)`.execute(db);
    } catch (error) {
      // Two starting APIs may race; the other one's index serves both.
      if (!(await present(db, index.name))) {
        logger.warn(`${what} scans instead: the trigram index could not be created (${(error as Error).message}).`);
        return false;
      }
    }
  }
  logger.info(`${what} uses the pg_trgm trigram index (created)`);
  return true;
}
