import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect, sql, type CompiledQuery } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { widestOfficeHours } from "../../api/contract/office-hours";
import { migrateToLatest } from "../../api/db/migrations";
import type { Database } from "../../api/db/schema";
import { DashboardStore } from "../../api/leads/dashboard-store";
import { ensureLeadSearchIndexes } from "../../api/leads/lead-search";
import { LeadStore } from "../../api/leads/lead-store";
import { createLogger } from "../../api/lib/logger";
import type { LeadListQuery } from "../../api/contract/leads";
import { fillLeads } from "../../api/seed/lead-fill";
import { withPg } from "../support/api/start-test-api";

/** Enough leads for the planner to choose; every store query is EXPLAINed and a sequential scan of leads fails. */
const url = process.env.TEST_DATABASE_URL;
const LEADS = 40_000;

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };
const seqScansOfLeads = (node: PlanNode): string[] => [
  ...(node["Node Type"] === "Seq Scan" && node["Relation Name"] === "leads" ? ["Seq Scan on leads"] : []),
  ...(node.Plans ?? []).flatMap(seqScansOfLeads),
];

describe.skipIf(!url)("query plans of the dashboard and speed to lead on PostgreSQL", () => {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  const ran: CompiledQuery[] = [];
  let recording = false;

  beforeAll(async () => {
    await withPg(url!, (client) => client.query(`create schema ${schema}`));
    pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (recording && event.level === "query") ran.push(event.query);
      },
    });
    await migrateToLatest(db);
    await fillLeads(db, { count: LEADS, seed: 7, now: new Date("2026-11-27T12:00:00Z") });
    await ensureLeadSearchIndexes(db, createLogger("silent"));
    await sql`analyze`.execute(db);
  }, 600_000);
  afterAll(async () => {
    await db?.destroy();
    await withPg(url!, (client) => client.query(`drop schema if exists ${schema} cascade`));
  });

  /** Runs `work` recording its queries, then EXPLAINs each one that touches leads. */
  async function plansOf(work: () => Promise<unknown>): Promise<Array<{ sql: string; scans: string[] }>> {
    ran.length = 0;
    recording = true;
    try {
      await work();
    } finally {
      recording = false;
    }
    const touching = ran.filter((query) => /\bleads\b/.test(query.sql));
    expect(touching.length).toBeGreaterThan(0);
    const plans = [];
    for (const query of touching) {
      const { rows } = await pool.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(`explain (format json) ${query.sql}`, query.parameters as unknown[]);
      plans.push({ sql: query.sql, scans: seqScansOfLeads(rows[0]!["QUERY PLAN"][0]!.Plan) });
    }
    return plans;
  }

  const store = () => new DashboardStore(db, widestOfficeHours([]));
  const range = { from: "2026-09-07", to: "2026-11-29" };

  it("fills enough leads that a sequential scan would be the planner's choice for a careless query", async () => {
    const count = await db.selectFrom("leads").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(LEADS);
    const { rows } = await pool.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>("explain (format json) select * from leads where lower(details) like '%karachi%'");
    expect(seqScansOfLeads(rows[0]!["QUERY PLAN"][0]!.Plan)).toEqual(["Seq Scan on leads"]);
  });

  for (const filter of [{}, { city: "lahore" }, { service: "house" }, { owner: "none" as const }, { source: "google" }, { source: "(none)" }]) {
    it(`dashboard for 12 weeks, filter ${JSON.stringify(filter)}: no sequential scan of leads`, async () => {
      const plans = await plansOf(() => store().dashboard({ ...range, ...filter }));
      expect(plans.filter((plan) => plan.scans.length)).toEqual([]);
    });
  }

  it("the inbox's waiting leads and the staff navigation's count: no sequential scan of leads", async () => {
    const plans = await plansOf(() => store().waiting(new Date("2026-11-27T12:00:00Z")));
    expect(plans.filter((plan) => plan.scans.length)).toEqual([]);
  });

  describe("the lead inbox", () => {
    const leads = () => new LeadStore(db);
    let sample: { reference: string; phone: string };
    beforeAll(async () => {
      sample = await db.selectFrom("leads").select(["reference", "phone"]).where("kind", "=", "quote").orderBy("created_at").offset(LEADS / 2).limit(1).executeTakeFirstOrThrow();
    });
    const shapes: Array<[string, () => Partial<LeadListQuery>]> = [
      ["first page", () => ({})],
      ["a deeper page", () => ({ page: 40 })],
      ["search by phone number as staff type it (0300 1234567)", () => ({ q: `0${sample.phone.slice(3, 6)} ${sample.phone.slice(6)}` })],
      ["search by the end of a phone number", () => ({ q: sample.phone.slice(-7) })],
      ["search by a common name", () => ({ q: "khan" })],
      ["search by a name nobody has", () => ({ q: "Qureshi-Zzz" })],
      ["search by reference", () => ({ q: sample.reference.toLowerCase() })],
      ["filter by status", () => ({ status: "contacted" })],
      ["filter by city", () => ({ city: "karachi" })],
      ["filter by status and city", () => ({ status: "contacted", city: "lahore" })],
      ["new leads nobody owns", () => ({ status: "new", owner: "none" })],
      ["search within a filter", () => ({ q: "malik", city: "islamabad" })],
    ];
    for (const [name, query] of shapes) {
      it(`${name}: the page and its count read no leads table from end to end`, async () => {
        const plans = await plansOf(() => leads().list({ page: 1, ...query() }, new Date("2026-11-27T12:00:00Z")));
        expect(plans.filter((plan) => plan.scans.length)).toEqual([]);
      });
    }

    it("a search finds the lead it names, whatever the planner chose", async () => {
      const byPhone = await leads().list({ page: 1, q: `0${sample.phone.slice(3, 6)} ${sample.phone.slice(6)}` });
      expect(byPhone.leads.map((lead) => lead.phone)).toContain(sample.phone);
      const byReference = await leads().list({ page: 1, q: sample.reference.toLowerCase() });
      expect(byReference.leads.map((lead) => lead.reference)).toEqual([sample.reference]);
    });

    it("the counts beside the inbox and the CSV export's batches: no sequential scan of leads", async () => {
      const plans = await plansOf(async () => {
        await leads().counts(new Date("2026-11-27T12:00:00Z"));
        let batches = 0;
        for await (const batch of leads().exportBatches({ page: 1 }, (rows) => rows.length)) if (batch && ++batches === 2) break;
      });
      expect(plans.filter((plan) => plan.scans.length)).toEqual([]);
    });
  });
});
