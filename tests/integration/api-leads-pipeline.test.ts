import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicEstimateSchema, staffEstimateSchema } from "../../api/contract/estimates";
import { leadDetailSchema, leadListSchema, leadSchema } from "../../api/contract/leads";
import { CONTACT, QUOTE } from "../support/api/lead-fixtures";
import { bearer, databases, jsonRequest, runSql, startTestApi, type TestApi } from "../support/api/start-test-api";
import { pakistanDateIn } from "../support/pakistan-dates";

/**
 * The sales back office in the API: duplicates, the status audit,
 * owner and follow-up, estimates and their links, the CSV export, and bad
 * input refused whole.
 */
const inDays = pakistanDateIn;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe.each(databases)("sales pipeline API on $name", (database) => {
  let api: TestApi;
  let token: string;
  let staffId: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    token = await api.login();
    staffId = (await api.json("/api/users", { headers: bearer(token) })).body.Users[0]._id;
  });
  afterAll(() => api?.close());

  const auth = () => bearer(token);
  const send = async (body: object, kind: "sendQuote" | "sendEmail" = "sendQuote") => {
    const res = await api.json(`/api/${kind}`, jsonRequest("POST", body));
    expect(res.status).toBe(201);
    return res.body.reference as string;
  };
  const list = async (query = "") => leadListSchema.parse((await api.json(`/api/leads${query}`, { headers: auth() })).body);
  const byReference = async (reference: string) => {
    const found = (await list(`?q=${reference}`)).leads.find((lead) => lead.reference === reference);
    expect(found, reference).toBeDefined();
    return found!;
  };
  const detail = async (id: string) => leadDetailSchema.parse((await api.json(`/api/leads/${id}`, { headers: auth() })).body);
  const patch = (id: string, body: unknown) => api.json(`/api/leads/${id}`, jsonRequest("PATCH", body, auth()));
  const writeEstimate = (id: string, body: unknown) => api.json(`/api/leads/${id}/estimates`, jsonRequest("POST", body, auth()));
  const ESTIMATE = {
    lines: [
      { description: "Shehzore truck, Lahore → Islamabad", amount: 65_000 },
      { description: "Packing, 3 bedrooms", amount: 20_000 },
    ],
    included: "Crew of four, packing materials, loading and unloading",
    terms: "Advance on booking, the rest in cash on the day",
    advance: 15_000,
    validUntil: inDays(7),
  };

  const sqlOn = (statement: string, params: unknown[]) => runSql(api, database, statement, params);

  describe("duplicates", () => {
    it("flags a new lead whose phone is the same number written another way, and links it to the open lead", async () => {
      const first = await send({ ...QUOTE, phone: "0300-1234567", email: "" });
      const second = await send({ ...QUOTE, name: "Ayesha K.", phone: "+92 300 1234567", email: "" });
      const third = await send({ ...CONTACT, phone: "923001234567", email: "" }, "sendEmail");
      const original = await byReference(first);
      expect(original.duplicate).toBeNull();
      for (const reference of [second, third]) {
        const lead = await byReference(reference);
        expect(lead.phone).toBe("+923001234567");
        // Linked to the first, not to each other: one customer, one original.
        expect(lead.duplicate).toEqual({ _id: original._id, reference: first, state: "flagged" });
      }
      const shown = await detail(original._id);
      expect(shown.duplicates.map((d) => d.reference)).toEqual([second, third]);
      expect(shown.timeline.map((e) => e.text)).toContain(`New request ${second} looks like a duplicate of this lead`);
    });

    it("matches e-mail without regard to case, and not a lead that is closed or older than 30 days", async () => {
      const first = await send({ ...QUOTE, phone: "0311-7654321", email: "Zara@Example.com" });
      const again = await send({ ...QUOTE, phone: "0322-1111111", email: "zara@example.com" });
      expect((await byReference(again)).duplicate?.reference).toBe(first);

      const old = await send({ ...QUOTE, phone: "0333-2222222", email: "" });
      await sqlOn("update leads set created_at = $1 where reference = $2", [new Date(Date.now() - 31 * 86_400_000).toISOString(), old]);
      expect((await byReference(await send({ ...QUOTE, phone: "0333-2222222", email: "" }))).duplicate).toBeNull();

      const lost = await byReference(await send({ ...QUOTE, phone: "0344-3333333", email: "" }));
      expect((await patch(lost._id, { status: "lost", lostReason: "price" })).status).toBe(200);
      expect((await byReference(await send({ ...QUOTE, phone: "0344-3333333", email: "" }))).duplicate).toBeNull();
    });

    it("merges a duplicate into its original (timeline moves, duplicate closed as lost: duplicate) or dismisses the flag", async () => {
      const first = await byReference(await send({ ...QUOTE, phone: "0355-4444444", email: "" }));
      const dup = await byReference(await send({ ...QUOTE, phone: "0355 4444444", email: "" }));
      await api.json(`/api/leads/${dup._id}/notes`, jsonRequest("POST", { text: "Asked for Sunday" }, auth()));
      const merged = await api.json(`/api/leads/${dup._id}/duplicate`, jsonRequest("POST", { action: "merge" }, auth()));
      expect(merged.status).toBe(200);
      expect(leadSchema.parse(merged.body)).toMatchObject({ status: "lost", lostReason: "duplicate", duplicate: { state: "merged" } });
      const original = await detail(first._id);
      expect(original.timeline.map((e) => e.text)).toEqual(expect.arrayContaining(["Asked for Sunday", `${dup.reference} (${dup.name}) merged into this lead; its history is above`]));
      // Once resolved, it cannot be resolved again.
      expect((await api.json(`/api/leads/${dup._id}/duplicate`, jsonRequest("POST", { action: "dismiss" }, auth()))).status).toBe(409);

      const other = await byReference(await send({ ...QUOTE, phone: "0355-4444444", email: "" }));
      const dismissed = await api.json(`/api/leads/${other._id}/duplicate`, jsonRequest("POST", { action: "dismiss" }, auth()));
      expect(leadSchema.parse(dismissed.body)).toMatchObject({ status: "new", duplicate: { state: "dismissed" } });
    });
  });

  it("records every status, owner and follow-up change with who made it and when, in order", async () => {
    const lead = await byReference(await send({ ...QUOTE, phone: "0301-5555555", email: "" }));
    const before = new Date().toISOString();
    expect((await patch(lead._id, { ownerId: staffId, followUpAt: inHours(3) })).status).toBe(200);
    for (const status of ["contacted", "survey_booked", "quoted"]) expect((await patch(lead._id, { status })).status).toBe(200);
    expect((await patch(lead._id, { status: "lost", lostReason: "chose_another_mover" })).body).toMatchObject({ status: "lost", lostReason: "chose_another_mover" });
    const shown = await detail(lead._id);
    expect(shown.owner).toEqual({ _id: staffId, name: "Test Staff" });
    const audit = shown.timeline.filter((e) => e.kind === "status");
    expect(audit.map((e) => e.text)).toEqual([
      "Status: New → Contacted",
      "Status: Contacted → Survey booked",
      "Status: Survey booked → Quoted",
      "Status: Quoted → Lost (Chose another mover)",
    ]);
    for (const entry of audit) {
      expect(entry.by).toBe("Test Staff");
      expect(entry.at >= before).toBe(true);
    }
    expect(shown.timeline.find((e) => e.kind === "owner")?.text).toBe("Assigned to Test Staff");
    expect(shown.timeline.find((e) => e.kind === "follow_up")?.text).toMatch(/^Follow-up set for /);
    // Saving the same status again changes nothing and records nothing.
    await patch(lead._id, { status: "lost", lostReason: "chose_another_mover" });
    expect((await detail(lead._id)).timeline.filter((e) => e.kind === "status")).toHaveLength(4);
    expect((await list("?status=lost")).counts?.byStatus.lost).toBeGreaterThanOrEqual(1);
  });

  it("lists due follow-ups oldest first, and puts new leads nobody owns on top", async () => {
    await send({ ...QUOTE, name: "Due Unowned", phone: "0302-5555555", email: "" });
    const a = await byReference(await send({ ...QUOTE, name: "Due Later", phone: "0302-6666666", email: "" }));
    const b = await byReference(await send({ ...QUOTE, name: "Due Sooner", phone: "0302-7777777", email: "" }));
    await patch(a._id, { ownerId: staffId, followUpAt: inHours(0.5) });
    await patch(b._id, { ownerId: staffId, followUpAt: inHours(0.1) });
    // Overdue by now: the clock moved on since they were set (a day and an hour ago).
    await sqlOn("update leads set follow_up_at = $1 where id = $2", [new Date(Date.now() - 86_400_000).toISOString(), b._id]);
    await sqlOn("update leads set follow_up_at = $1 where id = $2", [new Date(Date.now() - 3_600_000).toISOString(), a._id]);
    const due = (await list("?view=due")).leads.map((l) => l.name);
    expect(due.indexOf("Due Sooner")).toBeLessThan(due.indexOf("Due Later"));
    expect(due).not.toContain("Due Unowned");
    // The unowned new lead is older than the other two, and still first.
    const all = await list("?q=due");
    expect(all.leads.map((l) => l.name)).toEqual(["Due Unowned", "Due Sooner", "Due Later"]);
    expect(all.counts!.due).toBeGreaterThanOrEqual(2);
  });

  it("searches by name, phone in any format and reference, and filters by city", async () => {
    const reference = await send({ ...QUOTE, name: "Farhan Qureshi", phone: "0345-8888888", email: "", fromCity: "karachi" });
    for (const q of ["farhan", "0345 8888888", "+923458888888", reference.toLowerCase()]) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).leads.map((l) => l.reference), q).toContain(reference);
    }
    expect((await list("?city=karachi")).leads.map((l) => l.reference)).toContain(reference);
    expect((await list("?city=lahore&q=farhan")).total).toBe(0);
  });

  it("exports a filtered view as CSV for Excel: BOM, CRLF, quoting, Urdu intact", async () => {
    const reference = await send({ ...QUOTE, name: "عائشہ خان", phone: "0346-9999999", email: "", notes: "Piano, and a fridge", fromArea: "DHA", toArea: "F-7", language: "ur" }, "sendQuote");
    const urduLead = (await list(`?q=${reference}`)).leads[0]!;
    // Clerks read what an estimate came to beside the lead: the newest open one (a withdrawn one does not count).
    const made: string[] = [];
    for (const total of [90_000, 70_000, 50_000]) {
      const estimate = await api.json(`/api/leads/${urduLead._id}/estimates`, jsonRequest("POST", { lines: [{ description: "Shehzore", amount: total }], validUntil: "2099-12-10" }, auth()));
      expect(estimate.status).toBe(201);
      made.push(estimate.body._id);
    }
    expect((await api.json(`/api/leads/${urduLead._id}/estimates/${made[2]}/withdraw`, jsonRequest("POST", {}, auth()))).status).toBe(200);
    await send({ ...QUOTE, name: 'Bilal "Billu", Jr.', phone: "0346-9999990", email: "", fromCity: "lahore" });
    await send({ ...QUOTE, name: "=HYPERLINK(\"http://evil\")", phone: "0346-9999991", email: "" });
    const res = await api.fetch("/api/leads/export.csv?city=lahore", { headers: auth() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Received,Type,Status,Lost reason,Name,Phone,E-mail,Language,City,From area,Owner,Follow-up,Service,Moving to,To area,Move date,Estimate (Rs),Message,Source page,Referrer,UTM source,UTM medium,UTM campaign",
    );
    const urdu = lines.find((line) => line.startsWith(reference));
    expect(urdu).toContain(",عائشہ خان,0346-9999999,,Urdu,Lahore,DHA,");
    expect(urdu).toContain(`,House moving,Islamabad / Rawalpindi,F-7,${QUOTE.moveDate},70000,"Piano, and a fridge",`);
    expect(text).toContain(',"Bilal ""Billu"", Jr.",0346-9999990,,English,');
    expect(bytes.includes(Buffer.from("عائشہ خان", "utf8"))).toBe(true);
    expect(text).toContain(',"Bilal ""Billu"", Jr.",');
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(text.endsWith("\r\n")).toBe(true);
    // The filter applies: no Karachi lead in a Lahore export.
    expect(text).not.toContain("Farhan Qureshi");
    expect((await api.fetch("/api/leads/export.csv")).status).toBe(401);
  });

  it("records the language a lead was sent in (English when none is named) and shows it to staff", async () => {
    const raw = async (reference: string) => (await api.json(`/api/leads/${(await byReference(reference))._id}`, { headers: auth() })).body;
    const urdu = await send({ ...QUOTE, name: "Language Ur", phone: "0347-1111111", email: "", language: "ur" });
    const english = await send({ ...QUOTE, name: "Language En", phone: "0347-1111112", email: "" });
    const contact = await send({ name: "Language Contact", phone: "0347-1111113", message: "سلام", language: "ur" }, "sendEmail");
    expect((await raw(urdu)).language).toBe("ur");
    expect((await raw(english)).language).toBe("en");
    expect((await raw(contact)).language).toBe("ur");
    const listed = (await api.json(`/api/leads?q=${urdu}`, { headers: auth() })).body.leads;
    expect(listed.map((lead: { language: string }) => lead.language)).toEqual(["ur"]);
    const bad = await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, name: "Language Fr", phone: "0347-1111114", language: "fr" }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.language).toEqual(["Choose English or Urdu"]);
    expect((await list("?q=Language%20Fr")).total).toBe(0);
  });

  it("records the source page and UTM tags sent with the lead", async () => {
    const reference = await send({
      ...QUOTE,
      phone: "0347-1212121",
      email: "",
      source: { page: "/house-moving-company?utm_source=facebook", referrer: "m.facebook.com", utm: { source: "facebook", medium: "cpc", campaign: "eid" } },
    });
    expect((await byReference(reference)).source).toEqual({
      page: "/house-moving-company?utm_source=facebook",
      referrer: "m.facebook.com",
      utm: { source: "facebook", medium: "cpc", campaign: "eid" },
    });
    // A malformed source never costs the lead.
    const plain = await send({ ...QUOTE, phone: "0347-1212122", email: "", source: { page: 42 } });
    expect((await byReference(plain)).source).toEqual({ page: "", referrer: "", utm: {} });
  });

  it("filters the list and the CSV by owner and by the Pakistan dates a lead was received", async () => {
    const early = await byReference(await send({ ...QUOTE, phone: "0349-2000010", email: "" }));
    const late = await byReference(await send({ ...QUOTE, phone: "0349-2000011", email: "" }));
    // 1 March 23:30 in Pakistan is still 1 March there, though 18:30 UTC.
    await sqlOn("update leads set created_at = $1 where id = $2", ["2020-03-01T18:30:00.000Z", early._id]);
    await sqlOn("update leads set created_at = $1 where id = $2", ["2020-03-01T19:30:00.000Z", late._id]);
    expect((await patch(late._id, { ownerId: staffId })).status).toBe(200);
    const references = async (query: string) => (await list(query)).leads.map((lead) => lead.reference);
    expect(await references("?from=2020-03-01&to=2020-03-01")).toEqual([early.reference]);
    expect(await references("?from=2020-03-02&to=2020-03-02")).toEqual([late.reference]);
    expect(await references(`?from=2020-03-01&to=2020-03-02&owner=${staffId}`)).toEqual([late.reference]);
    const csv = await api.fetch(`/api/leads/export.csv?from=2020-03-01&to=2020-03-01`, { headers: auth() });
    const text = await csv.text();
    expect(text).toContain(early.reference);
    expect(text).not.toContain(late.reference);
    expect((await api.json("/api/leads?from=yesterday", { headers: auth() })).body.message).toBe("from: from must be a date (YYYY-MM-DD)");
  });

  describe("estimates and their links", () => {
    it("a link reads and accepts its own estimate only, never another's or any lead, and accepting books the move", async () => {
      const one = await byReference(await send({ ...QUOTE, phone: "0348-1000001", email: "" }));
      const two = await byReference(await send({ ...QUOTE, name: "Other Customer", phone: "0348-1000002", email: "" }));
      const first = staffEstimateSchema.parse((await writeEstimate(one._id, ESTIMATE)).body);
      const second = staffEstimateSchema.parse((await writeEstimate(two._id, { ...ESTIMATE, lines: [{ description: "Mazda", amount: 99_000 }], advance: 0 })).body);
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first.path).toBe(`/estimate/${first.token}`);
      expect(first).toMatchObject({ total: 85_000, advance: 15_000, state: "open" });
      expect((await detail(one._id)).status).toBe("quoted");

      const seen = await api.json(`/api/leads/estimates/${first.token}`);
      expect(seen.status).toBe(200);
      // Exactly the customer's view: no lead id, phone, e-mail, token of the other estimate.
      expect(Object.keys(seen.body).sort()).toEqual(Object.keys(publicEstimateSchema.shape).sort());
      expect(seen.body).toMatchObject({ reference: one.reference, customerName: one.name, total: 85_000, state: "open" });
      expect(JSON.stringify(seen.body)).not.toContain(second.token);
      expect(JSON.stringify(seen.body)).not.toContain("+92");

      // The token is not a staff credential, and tokens are not guessable from ids.
      for (const path of ["/api/leads", `/api/leads/${one._id}`, `/api/leads/${two._id}`, "/api/leads/export.csv"]) {
        expect((await api.json(path, { headers: bearer(first.token) })).status, path).toBe(401);
      }
      const nearMiss = `${first.token.slice(0, -1)}${first.token.endsWith("A") ? "B" : "A"}`;
      expect((await api.json(`/api/leads/estimates/${nearMiss}`)).status).toBe(404);
      expect((await api.json(`/api/leads/estimates/${second._id}`)).status).toBe(404);

      const accepted = await api.json(`/api/leads/estimates/${first.token}/accept`, { method: "POST" });
      expect(accepted.status).toBe(200);
      expect(accepted.body.state).toBe("accepted");
      // The other estimate and its lead are untouched.
      expect((await api.json(`/api/leads/estimates/${second.token}`)).body.state).toBe("open");
      expect((await detail(two._id)).status).toBe("quoted");

      const booked = await detail(one._id);
      expect(booked.status).toBe("booked");
      expect(booked.timeline.slice(-3).map((e) => [e.by, e.text])).toEqual([
        ["Customer", "Estimate of Rs. 85,000 accepted through the link"],
        ["Customer", "Status: Quoted → Booked"],
        ["Customer", "Job day 1 (1 July 2025, 09:00–13:00) created"],
      ]);
      // Accepting again changes nothing.
      expect((await api.json(`/api/leads/estimates/${first.token}/accept`, { method: "POST" })).status).toBe(200);
      expect((await detail(one._id)).timeline.filter((e) => e.kind === "estimate_accepted")).toHaveLength(1);
    });

    it("an expired or withdrawn link says so and cannot be accepted", async () => {
      const lead = await byReference(await send({ ...QUOTE, phone: "0348-1000003", email: "" }));
      const expired = staffEstimateSchema.parse((await writeEstimate(lead._id, ESTIMATE)).body);
      await sqlOn("update estimates set expires_at = $1 where id = $2", [new Date(Date.now() - 60_000).toISOString(), expired._id]);
      expect((await api.json(`/api/leads/estimates/${expired.token}`)).body.state).toBe("expired");
      expect(await api.json(`/api/leads/estimates/${expired.token}/accept`, { method: "POST" })).toMatchObject({
        status: 410,
        body: { message: "This estimate has expired. Please call or WhatsApp us for a new one." },
      });

      const withdrawn = staffEstimateSchema.parse((await writeEstimate(lead._id, ESTIMATE)).body);
      expect((await api.json(`/api/leads/${lead._id}/estimates/${withdrawn._id}/withdraw`, { method: "POST", headers: auth() })).status).toBe(200);
      expect(await api.json(`/api/leads/estimates/${withdrawn.token}/accept`, { method: "POST" })).toMatchObject({ status: 410 });
      expect((await detail(lead._id)).status).toBe("quoted");
    });
  });

  describe("bad input gets a clear 4xx and nothing is half-saved", () => {
    it("refuses a follow-up in the past, an unknown status, lost without a reason and an unknown owner, changing nothing", async () => {
      const lead = await byReference(await send({ ...QUOTE, phone: "0349-2000001", email: "" }));
      const cases: Array<[unknown, string]> = [
        [{ status: "contacted", followUpAt: new Date(Date.now() - 3_600_000).toISOString() }, "followUpAt: The follow-up must be in the future"],
        [{ status: "closed" }, "Choose a status from the list"],
        [{ status: "lost" }, "Choose why the lead was lost"],
        [{ status: "contacted", ownerId: "AAAAAAAAAAAA" }, "ownerId: No staff member has this id"],
        [{ followUpAt: "tomorrow" }, "Enter the follow-up as a date and time"],
      ];
      for (const [body, message] of cases) {
        const res = await patch(lead._id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      const after = await detail(lead._id);
      expect(after).toMatchObject({ status: "new", owner: null, followUpAt: null });
      expect(after.timeline.map((e) => e.kind)).toEqual(["received"]);
    });

    it("refuses an estimate with no lines, a negative amount or a past date, storing nothing", async () => {
      const lead = await byReference(await send({ ...QUOTE, phone: "0349-2000002", email: "" }));
      const cases: Array<[unknown, string]> = [
        [{ ...ESTIMATE, lines: [] }, "lines: Add at least one line to the estimate"],
        [{ ...ESTIMATE, lines: [{ description: "Truck", amount: -5000 }] }, "lines: Amounts cannot be negative"],
        [{ ...ESTIMATE, advance: -1 }, "advance: Amounts cannot be negative"],
        [{ ...ESTIMATE, validUntil: inDays(-2) }, "validUntil: Valid until must be today or later"],
        [{ ...ESTIMATE, advance: 1_000_000 }, "The advance cannot be more than the total"],
        [{ ...ESTIMATE, lines: Array.from({ length: 21 }, () => ({ description: "Box", amount: 100 })) }, "An estimate has at most 20 lines"],
      ];
      for (const [body, message] of cases) {
        const res = await writeEstimate(lead._id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      const after = await detail(lead._id);
      expect(after.estimates).toEqual([]);
      expect(after.status).toBe("new");
      expect(after.timeline.map((e) => e.kind)).toEqual(["received"]);
    });

    it("revises an open estimate: the same link shows the latest version, the timeline keeps each one, a closed one cannot be revised", async () => {
      const lead = await byReference(await send({ ...QUOTE, phone: "0349-2000004", email: "" }));
      const first = staffEstimateSchema.parse((await writeEstimate(lead._id, ESTIMATE)).body);
      const revise = (estimateId: string, body: unknown) => api.json(`/api/leads/${lead._id}/estimates/${estimateId}`, jsonRequest("PUT", body, auth()));
      const lines = [...ESTIMATE.lines, { description: "Storage, one week", amount: 10_000 }];
      const res = await revise(first._id, { ...ESTIMATE, lines, validUntil: inDays(10) });
      expect(res.status).toBe(200);
      expect(staffEstimateSchema.parse(res.body)).toMatchObject({ _id: first._id, token: first.token, total: 95_000, version: 2, state: "open" });

      const seen = publicEstimateSchema.parse((await api.json(`/api/leads/estimates/${first.token}`)).body);
      expect(seen).toMatchObject({ total: 95_000, version: 2, validUntil: inDays(10) });
      expect(seen.lines.map((line) => line.description)).toEqual(lines.map((line) => line.description));

      const texts = (await detail(lead._id)).timeline.filter((e) => e.kind.startsWith("estimate")).map((e) => e.text);
      expect(texts).toEqual([
        expect.stringMatching(/^Estimate of Rs\. 85,000 written, valid until .+: Shehzore truck, Lahore → Islamabad Rs\. 65,000; Packing, 3 bedrooms Rs\. 20,000$/),
        expect.stringMatching(/^Estimate revised to version 2: Rs\. 95,000, valid until .+; Storage, one week Rs\. 10,000$/),
      ]);
      expect((await detail(lead._id)).estimates).toHaveLength(1);

      // Past dates and bad lines are refused as on writing; an accepted estimate stays as the customer accepted it.
      expect((await revise(first._id, { ...ESTIMATE, validUntil: inDays(-2) })).body.message).toBe("validUntil: Valid until must be today or later");
      expect((await api.json(`/api/leads/estimates/${first.token}/accept`, { method: "POST" })).status).toBe(200);
      expect(await revise(first._id, ESTIMATE)).toMatchObject({ status: 409, body: { message: "Only an open estimate can be revised" } });
      expect((await api.json(`/api/leads/estimates/${first.token}`)).body.total).toBe(95_000);
      expect((await revise("AAAAAAAAAAAA", ESTIMATE)).status).toBe(404);
    });

    it("refuses an empty note and unknown leads", async () => {
      const lead = await byReference(await send({ ...QUOTE, phone: "0349-2000003", email: "" }));
      expect((await api.json(`/api/leads/${lead._id}/notes`, jsonRequest("POST", { text: "  " }, auth()))).body.message).toBe("text: Write a note");
      expect((await api.json(`/api/leads/AAAAAAAAAAAA/notes`, jsonRequest("POST", { text: "hi" }, auth()))).status).toBe(404);
      expect((await api.json("/api/leads/estimates/not-a-token")).status).toBe(404);
    });
  });
});
