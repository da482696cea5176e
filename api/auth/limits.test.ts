import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrations";
import type { Logger } from "../lib/logger";
import { consumeAll, databaseLimiterStore, reserve } from "./limits";

let dir: string;
let database: OpenDatabase;
const warnings: string[] = [];
const logger: Logger = { debug() {}, info() {}, notice() {}, error() {}, warn: (message) => void warnings.push(message) };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "limits-test-"));
  database = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  await migrateToLatest(database.db);
  warnings.length = 0;
});
afterEach(async () => {
  await database.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

const minute = { limit: 3, windowMs: 60_000 };

describe("shared limits (rate-limiter-flexible in the API's database)", () => {
  it("counts in the database: a second store on the same file sees the first one's events", async () => {
    const a = databaseLimiterStore(database, logger).limiter("t", minute);
    const b = databaseLimiterStore(openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") }), logger).limiter("t", minute);
    expect((await a.consume("k")).ok).toBe(true);
    expect((await b.consume("k")).ok).toBe(true);
    expect((await a.consume("k")).ok).toBe(true);
    const refused = await b.consume("k");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(50);
    const rows = await database.db.selectFrom("rate_limits").selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ key: "t:k", points: 3 })]);
  });

  it("a reservation refused by one limit takes back what it counted on the others", async () => {
    const store = databaseLimiterStore(database, logger);
    const pair = store.limiter("pair", { limit: 1, windowMs: 60_000 });
    const account = store.limiter("account", minute);
    expect((await reserve([[pair, "p"], [account, "a"]])).ok).toBe(true);
    // The pair is full: the account is not charged for the refused attempts.
    for (let i = 0; i < 5; i++) expect((await reserve([[pair, "p"], [account, "a"]])).ok).toBe(false);
    expect((await consumeAll([account], "a")).ok).toBe(true);
    expect((await consumeAll([account], "a")).ok).toBe(true);
    expect((await consumeAll([account], "a")).ok).toBe(false);
  });

  it("when the store cannot be reached, an in-memory limiter of the same rule takes over and the log says so", async () => {
    const limiter = databaseLimiterStore(database, logger).limiter("t", minute);
    expect((await limiter.consume("k")).ok).toBe(true);
    if (database.driver.kind === "sqlite") database.driver.database.close();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push((await limiter.consume("k")).ok);
    expect(verdicts).toEqual([true, true, true, false]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Rate-limit store unreachable: limits are held in this process's memory/);
  });
});
