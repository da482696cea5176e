import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCountsSchema, leadDetailSchema, leadListSchema } from "../../api/contract/leads";
import { bearer, databases, jsonRequest, runSql, startTestApi, type TestApi } from "../support/api/start-test-api";

/** More leads than one export batch (5 000). */
const LEADS = 5_200;
/** Leads 1…KHANS are "Sana Khan"; every 4th lead is contacted, every 13th lives in Karachi. */
const KHANS = 1_100;

describe.each(databases)("lead inbox at scale on $name", (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    token = await api.login();
    // One statement; the triggers fire per row, as for leads the forms send.
    await runSql(
      api,
      database,
      `insert into leads (id, reference, kind, status, name, phone, email, details, created_at, updated_at, notify_attempts, city, email_key, source, language)
       with recursive n(i) as (select 1 union all select i + 1 from n where i < ${LEADS})
       select 'scale' || i, 'MZ-T' || (10000 + i), 'quote', case when i % 4 = 0 then 'contacted' else 'new' end,
         case when i <= ${KHANS} then 'Sana Khan' else 'Omar Farooq' end, '+92300' || (1000000 + i), '', '{}',
         '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 1, case when i % 13 = 0 then 'karachi' else 'lahore' end, '', '{}', 'en'
       from n`,
      [],
    );
    // One lead arrives a month later: the top of the list.
    await runSql(api, database, `update leads set created_at = $1 where id = $2`, ["2026-02-01T00:00:00.000Z", "scale5199"]);
  }, 120_000);
  afterAll(() => api?.close());

  const list = async (query = "") => leadListSchema.parse((await api.json(`/api/leads${query}`, { headers: bearer(token) })).body);
  const counts = async () => leadCountsSchema.parse((await api.json("/api/leads/counts", { headers: bearer(token) })).body);

  it("totals every lead and each status without counting rows, and follows a status change", async () => {
    const before = await counts();
    expect(before.byStatus).toMatchObject({ new: 3_900, contacted: 1_300 });
    expect(before.unowned).toBe(3_900);
    expect((await list()).total).toBe(LEADS);
    expect((await list("?status=contacted&city=karachi")).total).toBe(100);
    const changed = await api.json("/api/leads/scale13", jsonRequest("PATCH", { status: "contacted" }, bearer(token)));
    expect(changed.status).toBe(200);
    const after = await counts();
    expect(after.byStatus).toMatchObject({ new: 3_899, contacted: 1_301 });
    expect(after.unowned).toBe(3_899);
    expect((await list("?status=contacted&city=karachi")).total).toBe(101);
    expect((await list("?status=new&owner=none")).total).toBe(3_899);
  });

  it("says 'more than 1 000' for a search that many leads match, and the exact number below that", async () => {
    const khans = await list("?q=khan");
    expect(khans).toMatchObject({ total: 1_000, totalCapped: true });
    expect(khans.leads).toHaveLength(10);
    expect(khans.leads.every((lead) => lead.name === "Sana Khan")).toBe(true);
    const karachiKhans = await list("?q=khan&city=karachi");
    expect(karachiKhans).toMatchObject({ total: 84, totalCapped: false });
    const byPhone = await list(`?q=${encodeURIComponent("0300 1000777")}`);
    expect(byPhone.leads.map((lead) => lead.reference)).toEqual(["MZ-T10777"]);
    expect(byPhone.total).toBe(1);
  });

  it("lists new leads nobody owns first, newest first", async () => {
    const first = await list();
    expect(first.leads[0]!.reference).toBe("MZ-T15199");
    expect(first.leads.every((lead) => lead.status === "new" && lead.owner === null)).toBe(true);
  });

  it("exports every lead once, in the list's order, across batches", async () => {
    const res = await api.fetch("/api/leads/export.csv", { headers: bearer(token) });
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\r\n").slice(1, -1);
    const references = lines.map((line) => line.split(",")[0]!);
    expect(references).toHaveLength(LEADS);
    expect(new Set(references).size).toBe(LEADS);
    expect(references[0]).toBe("MZ-T15199");
    const firstContacted = lines.findIndex((line) => line.includes(",Contacted,"));
    expect(firstContacted).toBe(3_899);
    expect(lines.slice(firstContacted).every((line) => line.includes(",Contacted,"))).toBe(true);
  });

  it("logs a call or a WhatsApp on the timeline, and the first one is the lead's first response", async () => {
    const detail = async (id: string) => leadDetailSchema.parse((await api.json(`/api/leads/${id}`, { headers: bearer(token) })).body);
    expect((await detail("scale5198")).firstResponse).toBeNull();
    const called = await api.json("/api/leads/scale5198/notes", jsonRequest("POST", { kind: "call", text: "No answer, will try at 5" }, bearer(token)));
    expect(called.status).toBe(201);
    const whatsapp = await api.json("/api/leads/scale5198/notes", jsonRequest("POST", { kind: "whatsapp", text: "Sent the survey times" }, bearer(token)));
    expect(whatsapp.status).toBe(201);
    const lead = await detail("scale5198");
    expect(lead.timeline.filter((entry) => entry.kind === "call" || entry.kind === "whatsapp").map((entry) => [entry.kind, entry.text])).toEqual([
      ["call", "Call: No answer, will try at 5"],
      ["whatsapp", "WhatsApp: Sent the survey times"],
    ]);
    expect(lead.firstResponse?.at).toBe(lead.timeline.find((entry) => entry.kind === "call")!.at);
    const refused = await api.json("/api/leads/scale5198/notes", jsonRequest("POST", { kind: "fax", text: "?" }, bearer(token)));
    expect(refused).toMatchObject({ status: 400, body: { message: "kind: Choose note, call or WhatsApp" } });
  });
});
