import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrations";
import { DashboardDays } from "./dashboard-days";
import { DashboardStore } from "./dashboard-store";

/**
 * The dashboard's day facts on a real SQLite file: what the triggers mark,
 * what a build records, and when a day is built again. (The numbers the
 * dashboard shows from them: tests/integration/api-dashboard.test.ts, on
 * SQLite and PostgreSQL.)
 */
const HOURS = { days: [1, 2, 3, 4, 5, 6], open: 9 * 60, close: 20 * 60 };
let dir: string;
let database: OpenDatabase;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "dashboard-days-"));
  database = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  await migrateToLatest(database.db);
});
afterEach(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

async function addLead(id: string, createdAt: string, firstResponseAt: string | null = null) {
  await database.db
    .insertInto("leads")
    .values({ id, reference: `MZ-${id}`, kind: "quote", status: "new", name: "Ayesha", phone: "+923001234567", email: "", details: "{}", created_at: createdAt, updated_at: createdAt, city: "lahore", first_response_at: firstResponseAt } as never)
    .execute();
}
const row = (day: string) => database.db.selectFrom("dashboard_days").selectAll().where("day", "=", day).executeTakeFirst();
async function leadsOn(days: DashboardDays, day: string) {
  for await (const chunk of days.leads([day])) return chunk[0]?.leads;
  return undefined;
}

describe("dashboard day facts", () => {
  it("marks the Pakistan day a lead arrives on, and a build records the mark it read", async () => {
    // 20:30 UTC on the 9th is 01:30 on the 10th in Pakistan.
    await addLead("a", "2026-11-09T20:30:00.000Z");
    expect(await row("2026-11-10")).toMatchObject({ dirty: 1, built: 0, leads: null });
    expect(await row("2026-11-09")).toBeUndefined();
    const days = new DashboardDays(database.db, HOURS);
    await days.ensure(["2026-11-10"]);
    expect(await row("2026-11-10")).toMatchObject({ dirty: 1, built: 1 });
    expect((await leadsOn(days, "2026-11-10"))?.city).toEqual({ values: ["lahore"], index: [0] });
  });

  it("builds a day again after any change to what it holds, and leaves it alone after changes that do not count", async () => {
    await addLead("a", "2026-11-10T05:00:00.000Z");
    const days = new DashboardDays(database.db, HOURS);
    await days.ensure(["2026-11-10"]);
    await database.db.updateTable("leads").set({ notify_attempts: 3 }).where("id", "=", "a").execute();
    expect(await row("2026-11-10")).toMatchObject({ dirty: 1, built: 1 });
    // A first response at 10:15 Pakistan time, 5 h after a 05:00 UTC (10:00) arrival: 15 office minutes.
    await database.db.updateTable("leads").set({ first_response_at: "2026-11-10T05:15:00.000Z", furthest_stage: 1 }).where("id", "=", "a").execute();
    const marked = await row("2026-11-10");
    expect(marked!.dirty).toBeGreaterThan(marked!.built);
    await days.ensure(["2026-11-10"]);
    const facts = await leadsOn(days, "2026-11-10");
    expect(facts?.minutes).toEqual([15]);
    expect(facts?.stage).toEqual([1]);
  });

  it("counts a changed arrival out of its old day and into its new one", async () => {
    await addLead("a", "2026-11-10T05:00:00.000Z");
    const days = new DashboardDays(database.db, HOURS);
    await days.ensure(["2026-11-10", "2026-11-12"]);
    await database.db.updateTable("leads").set({ created_at: "2026-11-12T05:00:00.000Z" }).where("id", "=", "a").execute();
    await days.ensure(["2026-11-10", "2026-11-12"]);
    expect((await leadsOn(days, "2026-11-10"))?.length).toBe(0);
    expect((await leadsOn(days, "2026-11-12"))?.length).toBe(1);
  });

  it("builds again when the office hours differ from those the facts were counted in", async () => {
    await addLead("a", "2026-11-10T05:00:00.000Z", "2026-11-10T05:15:00.000Z");
    await new DashboardDays(database.db, HOURS).ensure(["2026-11-10"]);
    const later = new DashboardDays(database.db, { ...HOURS, open: 10 * 60 + 10 });
    await later.ensure(["2026-11-10"]);
    expect((await leadsOn(later, "2026-11-10"))?.minutes).toEqual([5]);
  });

  it("warms the default view's days ahead, and stops when told", async () => {
    const now = new Date("2026-11-27T07:00:00.000Z");
    const store = new DashboardStore(database.db, HOURS);
    const stopped = new AbortController();
    stopped.abort();
    await store.warm(stopped.signal, now);
    expect(await row("2026-11-27")).toBeUndefined();
    await store.warm(undefined, now);
    expect(await row("2026-11-27")).toMatchObject({ dirty: 0, built: 0, leads: "{}" });
    // Twelve weeks from a Monday, and the bookings of their months a year before.
    expect(await row("2026-09-07")).toBeDefined();
    expect(await row("2025-09-01")).toBeDefined();
  });
});
