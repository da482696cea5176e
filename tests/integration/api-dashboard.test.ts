import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardSchema, waitingLeadsSchema } from "../../api/contract/dashboard";
import { leadDetailSchema, leadListSchema } from "../../api/contract/leads";
import { CONTACT, QUOTE } from "../support/api/lead-fixtures";
import { bearer, databases, jsonRequest, runSql, startTestApi, type TestApi } from "../support/api/start-test-api";

/** The expected numbers are counted here by other means: office minutes minute by minute, percentiles by nearest rank. */
type Action = { note: string } | { status: string; lostReason?: string } | { estimate: number; acceptedAt?: string };
interface Scenario {
  key: string;
  kind: "quote" | "contact";
  city: string;
  service: string;
  utm: { source?: string; medium?: string };
  referrer: string;
  page: string;
  owned: boolean;
  createdAt: string;
  /** null: nobody acts. */
  firstAt: string | null;
  actions: Action[];
  reached: number;
  lost?: string;
}

const t = (local: string) => new Date(`${local}+05:00`).toISOString();
const SCENARIO: Scenario[] = [
  { key: "A", kind: "quote", city: "lahore", service: "house", utm: { source: "google", medium: "cpc" }, referrer: "", page: "/book", owned: true, createdAt: t("2026-09-12T19:50:00"), firstAt: t("2026-09-14T09:10:00"), actions: [{ note: "Called, will call back" }, { status: "contacted" }], reached: 1 },
  { key: "B", kind: "quote", city: "karachi", service: "office", utm: { source: "Facebook", medium: "social" }, referrer: "https://l.facebook.com/x", page: "/services/office", owned: true, createdAt: t("2026-10-07T10:00:00"), firstAt: t("2026-10-07T10:03:00"), actions: [{ status: "contacted" }, { status: "survey_booked" }, { estimate: 85_000, acceptedAt: t("2026-10-20T12:00:00") }, { status: "moved" }], reached: 5 },
  { key: "C", kind: "contact", city: "", service: "", utm: {}, referrer: "https://www.google.com/", page: "/contact", owned: false, createdAt: t("2026-10-16T21:00:00"), firstAt: t("2026-10-16T22:00:00"), actions: [{ status: "lost", lostReason: "no_answer" }], reached: 0, lost: "no_answer" },
  { key: "D", kind: "quote", city: "lahore", service: "house", utm: { source: "google", medium: "cpc" }, referrer: "https://www.google.com/search", page: "/", owned: false, createdAt: t("2026-11-02T08:00:00"), firstAt: t("2026-11-03T08:30:00"), actions: [{ estimate: 50_000 }, { status: "lost", lostReason: "price" }], reached: 3, lost: "price" },
  { key: "E", kind: "quote", city: "islamabad", service: "furniture", utm: {}, referrer: "", page: "/", owned: false, createdAt: t("2026-11-10T12:00:00"), firstAt: null, actions: [], reached: 0 },
  // Outside the range by arrival; their accepted estimates still count in their months.
  { key: "F", kind: "quote", city: "lahore", service: "house", utm: {}, referrer: "", page: "/", owned: false, createdAt: t("2025-09-20T10:00:00"), firstAt: t("2025-09-20T10:30:00"), actions: [{ estimate: 40_000, acceptedAt: t("2025-10-05T11:00:00") }], reached: 4 },
  { key: "G", kind: "quote", city: "lahore", service: "office", utm: {}, referrer: "", page: "/", owned: false, createdAt: t("2026-08-25T10:00:00"), firstAt: t("2026-08-25T10:05:00"), actions: [{ estimate: 30_000, acceptedAt: t("2026-09-03T10:00:00") }], reached: 4 },
];
const RANGE = { from: "2026-09-07", to: "2026-11-29" };
const inRange = (lead: Scenario) => lead.createdAt >= t(`${RANGE.from}T00:00:00`) && lead.createdAt <= t(`${RANGE.to}T23:59:59.999`);

/** Checked below against what the dashboard assumes. */
const site = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../content/site.json"), "utf8")) as { offices: Array<{ hours: string }> };
function officeMinutes(fromIso: string, toIso: string): number {
  let minutes = 0;
  for (let ms = Date.parse(fromIso); ms + 60_000 <= Date.parse(toIso); ms += 60_000) {
    const local = new Date(ms + 5 * 3_600_000);
    const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
    if (local.getUTCDay() !== 0 && minuteOfDay >= 9 * 60 && minuteOfDay < 20 * 60) minutes++;
  }
  return minutes;
}
const nearestRank = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.ceil(p * sorted.length) - 1]! : null;
};
const pakistanDay = (iso: string) => new Date(Date.parse(iso) + 5 * 3_600_000);

describe.each(databases)("sales dashboard API on $name", (database) => {
  let api: TestApi;
  let token: string;
  let staff: { _id: string; name: string };
  const ids = new Map<string, string>();
  const references = new Map<string, string>();
  const firstResponse = new Map<string, string>();

  const sqlOn = (statement: string, params: unknown[]) => runSql(api, database, statement, params);
  const auth = () => bearer(token);
  const detail = async (id: string) => leadDetailSchema.parse((await api.json(`/api/leads/${id}`, { headers: auth() })).body);
  const dashboard = async (query: Record<string, string>) => {
    const res = await api.json(`/api/dashboard?${new URLSearchParams(query)}`, { headers: auth() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return dashboardSchema.parse(res.body);
  };

  beforeAll(async () => {
    api = await startTestApi(database);
    token = await api.login();
    staff = (await api.json("/api/users", { headers: auth() })).body.Users[0];
    let phone = 3001000000;
    for (const lead of SCENARIO) {
      const body = lead.kind === "quote" ? { ...QUOTE, fromCity: lead.city, service: lead.service } : { ...CONTACT };
      const source = { page: lead.page, referrer: lead.referrer, utm: lead.utm };
      const sent = await api.json(`/api/${lead.kind === "quote" ? "sendQuote" : "sendEmail"}`, jsonRequest("POST", { ...body, phone: `0${phone++}`, email: "", source }));
      expect(sent.status).toBe(201);
      const listed = leadListSchema.parse((await api.json(`/api/leads?q=${sent.body.reference}`, { headers: auth() })).body).leads[0]!;
      ids.set(lead.key, listed._id);
      references.set(lead.key, sent.body.reference);
      if (lead.owned) expect((await api.json(`/api/leads/${listed._id}`, jsonRequest("PATCH", { ownerId: staff._id }, auth()))).status).toBe(200);
      for (const action of lead.actions) {
        if ("note" in action) expect((await api.json(`/api/leads/${listed._id}/notes`, jsonRequest("POST", { text: action.note }, auth()))).status).toBe(201);
        else if ("status" in action) expect((await api.json(`/api/leads/${listed._id}`, jsonRequest("PATCH", action, auth()))).status).toBe(200);
        else {
          const estimate = await api.json(
            `/api/leads/${listed._id}/estimates`,
            jsonRequest("POST", { lines: [{ description: "Move", amount: action.estimate }], included: "Crew", terms: "Cash", advance: 0, validUntil: "2099-01-01" }, auth()),
          );
          expect(estimate.status).toBe(201);
          if (action.acceptedAt) {
            const accepted = await api.json(`/api/leads/estimates/${estimate.body.token}/accept`, jsonRequest("POST", {}));
            expect(accepted.status).toBe(200);
            await sqlOn("update estimates set accepted_at = $1 where id = $2", [action.acceptedAt, estimate.body._id]);
          }
        }
      }
      // One shift for every event keeps the order and gaps the code saw.
      const shown = await detail(listed._id);
      await sqlOn("update leads set created_at = $1 where id = $2", [lead.createdAt, listed._id]);
      if (lead.firstAt) {
        expect(shown.firstResponse).not.toBeNull();
        const shift = Date.parse(lead.firstAt) - Date.parse(shown.firstResponse!.at);
        for (const entry of shown.timeline.filter((e) => e.kind !== "received" && e.kind !== "notified")) {
          await sqlOn("update lead_events set created_at = $1 where id = $2", [new Date(Date.parse(entry.at) + shift).toISOString(), entry._id]);
        }
        await sqlOn("update leads set first_response_at = $1 where id = $2", [new Date(Date.parse(shown.firstResponse!.at) + shift).toISOString(), listed._id]);
      } else {
        expect(shown.firstResponse).toBeNull();
      }
    }
    // As the timeline shows it, not the stored rollup.
    for (const lead of SCENARIO) {
      const first = (await detail(ids.get(lead.key)!)).timeline.find((e) => ["status", "note", "estimate_created"].includes(e.kind) && e.by === staff.name);
      if (first) firstResponse.set(lead.key, first.at);
    }
  }, 120_000);
  afterAll(() => api?.close());

  it("counts in the office hours content/site.json gives", () => {
    expect(site.offices.map((office) => office.hours)).toEqual(["Mon–Sat 9:00–20:00", "Mon–Sat 9:00–20:00", "Mon–Sat 9:00–19:00"]);
  });

  const FILTERS: Array<Record<string, string>> = [{}, { city: "lahore" }, { owner: "staff" }, { source: "google" }, { service: "house" }];
  for (const filter of FILTERS) {
    it(`shows what the leads say, filter ${JSON.stringify(filter)}`, async () => {
      const matches = (lead: Scenario) =>
        (!("city" in filter) || lead.city === filter.city) &&
        (!("owner" in filter) || lead.owned) &&
        (!("source" in filter) || (lead.utm.source ?? "").toLowerCase() === filter.source) &&
        (!("service" in filter) || lead.service === filter.service);
      const query: Record<string, string> = { ...RANGE, ...filter };
      if ("owner" in filter) query.owner = staff._id;
      const got = await dashboard(query);
      const leads = SCENARIO.filter((lead) => inRange(lead) && matches(lead));

      const weekOf = (iso: string) => {
        const day = pakistanDay(iso);
        day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
        return day.toISOString().slice(0, 10);
      };
      expect(got.weeks).toHaveLength(12);
      expect(got.weeks[0]!.week).toBe("2026-09-07");
      for (const week of got.weeks) {
        const those = leads.filter((lead) => weekOf(lead.createdAt) === week.week);
        expect(week, week.week).toEqual({ week: week.week, quotes: those.filter((l) => l.kind === "quote").length, contacts: those.filter((l) => l.kind === "contact").length });
      }

      expect(got.funnel.map((step) => step.count)).toEqual([0, 1, 2, 3, 4, 5].map((step) => leads.filter((lead) => lead.reached >= step).length));
      const reasons = [...new Set(leads.flatMap((lead) => (lead.lost ? [lead.lost] : [])))];
      expect(Object.fromEntries(got.lost.map((row) => [row.reason, row.count]))).toEqual(Object.fromEntries(reasons.map((r) => [r, leads.filter((lead) => lead.lost === r).length])));

      const utmKey = (lead: Scenario) => `${(lead.utm.source ?? "").toLowerCase()}/${(lead.utm.medium ?? "").toLowerCase()}`;
      const expectedUtm = [...new Set(leads.map(utmKey))].map((key) => {
        const those = leads.filter((lead) => utmKey(lead) === key);
        return { key, leads: those.length, bookings: those.filter((lead) => lead.reached >= 4).length };
      });
      expect(got.sources.utm.map((row) => ({ key: `${row.source}/${row.medium}`, leads: row.leads, bookings: row.bookings })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
        expectedUtm.sort((a, b) => a.key.localeCompare(b.key)),
      );
      const hosts = leads.filter((lead) => lead.referrer).map((lead) => new URL(lead.referrer).hostname);
      expect(Object.fromEntries(got.sources.referrers.map((row) => [row.referrer, row.leads]))).toEqual(Object.fromEntries([...new Set(hosts)].map((host) => [host, hosts.filter((h) => h === host).length])));
      expect(got.sources.pages.reduce((sum, row) => sum + row.leads, 0)).toBe(leads.length);

      const minutes = (list: Scenario[]) => list.filter((lead) => firstResponse.has(lead.key)).map((lead) => officeMinutes(lead.createdAt, firstResponse.get(lead.key)!));
      const all = minutes(leads);
      expect(got.response).toMatchObject({ responded: all.length, unanswered: leads.length - all.length, median: nearestRank(all, 0.5), p90: nearestRank(all, 0.9) });
      const owned = minutes(leads.filter((lead) => lead.owned));
      const nobody = minutes(leads.filter((lead) => !lead.owned));
      const owners = Object.fromEntries(got.response.owners.map((row) => [row.name, [row.responded, row.median, row.p90]]));
      expect(owners).toEqual({
        ...(owned.length ? { [staff.name]: [owned.length, nearestRank(owned, 0.5), nearestRank(owned, 0.9)] } : {}),
        ...(nobody.length ? { Nobody: [nobody.length, nearestRank(nobody, 0.5), nearestRank(nobody, 0.9)] } : {}),
      });

      const accepted = SCENARIO.filter(matches).flatMap((lead) => lead.actions.flatMap((a) => ("acceptedAt" in a && a.acceptedAt ? [{ at: a.acceptedAt, total: a.estimate }] : [])));
      const monthOf = (iso: string) => pakistanDay(iso).toISOString().slice(0, 7);
      expect(got.months.map((m) => m.month)).toEqual(["2026-09", "2026-10", "2026-11"]);
      for (const month of got.months) {
        const now = accepted.filter((a) => monthOf(a.at) === month.month);
        const before = accepted.filter((a) => monthOf(a.at) === `2025${month.month.slice(4)}`);
        expect(month).toEqual({
          month: month.month,
          bookings: now.length,
          revenue: now.reduce((s, a) => s + a.total, 0),
          lastYearBookings: before.length,
          lastYearRevenue: before.reduce((s, a) => s + a.total, 0),
        });
      }
    });
  }

  it("holds the numbers the scenario was written for", async () => {
    const got = await dashboard(RANGE);
    expect(got.funnel.map((s) => s.count)).toEqual([5, 3, 2, 2, 1, 1]);
    expect(got.response).toMatchObject({ responded: 4, unanswered: 1, median: 3, p90: 660 });
    expect(got.months[1]).toEqual({ month: "2026-10", bookings: 1, revenue: 85_000, lastYearBookings: 1, lastYearRevenue: 40_000 });
  });

  it("marks the old unanswered lead as waiting, oldest first, and says on a lead how long its first response took", async () => {
    const res = await api.json("/api/leads/waiting", { headers: auth() });
    const waiting = waitingLeadsSchema.parse(res.body);
    expect(waiting.leads.map((lead) => lead.reference)).toEqual([references.get("E")]);
    expect(waiting.count).toBe(1);
    expect(Math.abs(waiting.leads[0]!.waitingMinutes - officeMinutes(t("2026-11-10T12:00:00"), new Date().toISOString()))).toBeLessThanOrEqual(1);
    expect((await detail(ids.get("A")!)).firstResponse?.officeMinutes).toBe(20);
  });

  // Last: it changes the scenario. Facts are built per day; each change must reach the next reading.
  it("follows every change made after it was read: a first answer, an owner, a step, a moved arrival, an accepted estimate's owner", async () => {
    const before = await dashboard(RANGE);
    const e = ids.get("E")!;
    expect((await api.json(`/api/leads/${e}`, jsonRequest("PATCH", { ownerId: staff._id }, auth()))).status).toBe(200);
    expect((await api.json(`/api/leads/${e}`, jsonRequest("PATCH", { status: "contacted" }, auth()))).status).toBe(200);
    let got = await dashboard(RANGE);
    expect(got.funnel[1]!.count).toBe(before.funnel[1]!.count + 1);
    expect(got.response).toMatchObject({ responded: before.response.responded + 1, unanswered: before.response.unanswered - 1 });
    expect((await dashboard({ ...RANGE, owner: staff._id })).funnel[0]!.count).toBe(3);

    await sqlOn("update leads set created_at = $1 where id = $2", [t("2026-06-01T10:00:00"), ids.get("B")!]);
    got = await dashboard(RANGE);
    expect(got.funnel[0]!.count).toBe(before.funnel[0]!.count - 1);
    expect(got.weeks.find((week) => week.week === "2026-10-05")).toEqual({ week: "2026-10-05", quotes: 0, contacts: 0 });
    expect((await dashboard({ ...RANGE, owner: staff._id })).months[1]).toMatchObject({ bookings: 1, revenue: 85_000 });
    expect((await api.json(`/api/leads/${ids.get("B")!}`, jsonRequest("PATCH", { ownerId: null }, auth()))).status).toBe(200);
    expect((await dashboard({ ...RANGE, owner: staff._id })).months[1]).toMatchObject({ bookings: 0, revenue: 0 });
    expect((await dashboard({ ...RANGE, owner: "none" })).months[1]).toMatchObject({ bookings: 1, revenue: 85_000 });
  });

  it("refuses a bad range or filter with a 400 and says why, and answers staff only", async () => {
    for (const query of ["from=2026-11-01&to=2026-10-01", "from=2026-02-30&to=2026-03-01", "from=2020-01-01&to=2026-01-01", `from=${RANGE.from}&to=${RANGE.to}&city=paris`, "to=2026-01-01"]) {
      const res = await api.json(`/api/dashboard?${query}`, { headers: auth() });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTruthy();
    }
    expect((await api.fetch(`/api/dashboard?from=${RANGE.from}&to=${RANGE.to}`)).status).toBe(401);
    expect((await api.fetch("/api/leads/waiting")).status).toBe(401);
  });
});
