import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database";
import { withJobLock } from "./job-lock";

/**
 * On PostgreSQL a job lock is an advisory lock, which is database-wide: two
 * schemas of one database (tests in parallel, a staging copy) must not skip
 * each other's jobs, while two instances on one schema run it once.
 */
const url = process.env.TEST_DATABASE_URL;
const schemas = ["job_lock_a", "job_lock_b"];
const opened: OpenDatabase[] = [];
const open = (schema: string) => {
  const database = openDatabase({ kind: "postgres", url: url!, schema, connectTimeoutMs: 5_000, statementTimeoutMs: 15_000 });
  opened.push(database);
  return database.db;
};

describe.skipIf(!url)("job locks on PostgreSQL", () => {
  beforeAll(async () => {
    const admin = open("public");
    for (const schema of schemas) await admin.schema.createSchema(schema).ifNotExists().execute();
  });
  afterAll(async () => {
    for (const schema of schemas) await opened[0]!.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await Promise.all(opened.map((database) => database.close()));
  });

  it("one schema runs a job once at a time; another schema of the same database runs its own meanwhile", async () => {
    const [a1, a2, b] = [open(schemas[0]!), open(schemas[0]!), open(schemas[1]!)];
    const inside = await withJobLock(a1, "settle", async () => ({
      sameSchema: await withJobLock(a2, "settle", async () => "ran"),
      otherSchema: await withJobLock(b, "settle", async () => "ran"),
    }));
    expect(inside).toEqual({ sameSchema: undefined, otherSchema: "ran" });
    expect(await withJobLock(a2, "settle", async () => "ran")).toBe("ran");
  });
});
