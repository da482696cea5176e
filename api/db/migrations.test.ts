import SQLite from "better-sqlite3";
import { Kysely, type MigrationResultSet, SqliteDialect } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "./migrations";
import type { Database } from "./schema";

const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
afterAll(() => db.destroy());

/** A run that fails with PostgreSQL's `code` the first `failures` times, then succeeds. */
function failingRun(code: string, failures: number) {
  let calls = 0;
  const run = async (): Promise<MigrationResultSet> => {
    calls++;
    if (calls <= failures) return { error: Object.assign(new Error("vanished"), { code }), results: [] };
    return { results: [{ migrationName: "m1", direction: "Up", status: "Success" }] };
  };
  return { run, calls: () => calls };
}

describe("migrate", () => {
  // The CI failure this guards against: "Database migration failed: schema "t_…" does not exist" while
  // another test's schema was dropped during Kysely's listing of every schema's tables.
  it("runs again when a schema or a table vanished under Kysely's table listing", async () => {
    for (const code of ["3F000", "42P01"]) {
      const attempt = failingRun(code, 2);
      const outcome = await migrate(db, attempt.run);
      expect(outcome.error).toBeUndefined();
      expect(attempt.calls()).toBe(3);
    }
  });

  it("gives up after five more tries, and never retries other errors", async () => {
    const endless = failingRun("3F000", 100);
    expect((await migrate(db, endless.run)).error).toBeDefined();
    expect(endless.calls()).toBe(6);

    const syntax = failingRun("42601", 1);
    expect((await migrate(db, syntax.run)).error).toBeDefined();
    expect(syntax.calls()).toBe(1);
  });
});
