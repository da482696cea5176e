import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadListSchema, leadSchema } from "../../api/contract/leads";
import { CONTACT, QUOTE } from "../support/api/lead-fixtures";
import { bearer, databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";

const REFERENCE = /^MZ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

describe.each(databases)("leads API on $name", (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(database, { RATE_LIMIT_LEADS_PER_ADDRESS_10_MINUTES: "3" });
    token = await api.login();
  });
  afterAll(() => api?.close());

  let visitor = 0;
  const send = (path: string, body: unknown, ip = `198.51.100.${++visitor}`) => api.json(path, jsonRequest("POST", body, { "X-Forwarded-For": ip }));
  const leads = async (query = "") => leadListSchema.parse((await api.json(`/api/leads${query}`, { headers: bearer(token) })).body);

  it("stores a quote request and answers 201 { success: true, reference }", async () => {
    const res = await send("/api/sendQuote", QUOTE);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, moveToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), reference: expect.stringMatching(REFERENCE) });
    const list = await leads("?type=quote");
    expect(list).toMatchObject({ total: 1, page: 1, limit: 10 });
    const [lead] = list.leads;
    expect(lead).toMatchObject({
      reference: res.body.reference,
      kind: "quote",
      status: "new",
      name: "Ayesha Khan",
      phone: "+923001234567",
      email: "ayesha@example.com",
      notifiedAt: null,
    });
    expect(lead!.details).toMatchObject({ ...QUOTE, phone: "+923001234567" });
  });

  it("stores a contact message from /api/sendEmail", async () => {
    const res = await send("/api/sendEmail", CONTACT);
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(REFERENCE);
    const list = await leads("?type=contact");
    expect(list.total).toBe(1);
    expect(list.leads[0]).toMatchObject({ kind: "contact", name: "Bilal", phone: "", email: "bilal@example.com", details: { message: "Do you move cars to Karachi?" } });
  });

  it("lists all leads newest first, and filters by status", async () => {
    const all = await leads();
    expect(all.leads.map((l) => l.kind)).toEqual(["contact", "quote"]);
    expect((await leads("?status=lost")).total).toBe(0);
    expect((await api.json("/api/leads?type=spam", { headers: bearer(token) })).status).toBe(400);
  });

  it("rejects invalid requests with 400 naming the field, storing nothing", async () => {
    const before = (await leads()).total;
    const badPhone = await send("/api/sendQuote", { ...QUOTE, phone: "12345" });
    expect(badPhone).toMatchObject({ status: 400, body: { message: "phone: Enter a Pakistani mobile number, e.g. 0300-1234567" } });
    expect(badPhone.body.errors.phone).toBeDefined();
    const noService = await send("/api/sendQuote", { ...QUOTE, service: "rocket" });
    expect(noService.body).toMatchObject({ message: "Choose a service", errors: { service: ["Choose a service"] } });
    const noWay = await send("/api/sendEmail", { ...CONTACT, email: "" });
    expect(noWay).toMatchObject({ status: 400, body: { errors: { phone: ["Give a phone number or an e-mail address"] } } });
    expect((await send("/api/sendEmail", "[1,2]")).status).toBe(400);
    expect((await send("/api/sendEmail", "{nope")).body).toEqual({ message: "Malformed JSON body" });
    expect((await leads()).total).toBe(before);
  });

  it("answers a filled honeypot like a success, and stores nothing", async () => {
    const before = (await leads()).total;
    const res = await send("/api/sendQuote", { ...QUOTE, website_url: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, moveToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), reference: expect.stringMatching(REFERENCE) });
    const contact = await send("/api/sendEmail", { website_url: "x" });
    expect(contact.status).toBe(201);
    expect((await leads()).total).toBe(before);
    expect((await api.db.selectFrom("leads").select("reference").where("reference", "=", res.body.reference).execute()).length).toBe(0);
  });

  it("reads one lead and changes its status (staff)", async () => {
    const [lead] = (await leads("?type=quote")).leads;
    const one = await api.json(`/api/leads/${lead!._id}`, { headers: bearer(token) });
    expect(leadSchema.parse(one.body)).toEqual(lead);
    const patched = await api.json(`/api/leads/${lead!._id}`, jsonRequest("PATCH", { status: "contacted" }, bearer(token)));
    expect(patched.status).toBe(200);
    expect(leadSchema.parse(patched.body)).toMatchObject({ _id: lead!._id, status: "contacted" });
    expect((await leads("?status=contacted")).leads.map((l) => l._id)).toEqual([lead!._id]);
    const bad = await api.json(`/api/leads/${lead!._id}`, jsonRequest("PATCH", { status: "won" }, bearer(token)));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toBeDefined();
    expect(await api.json("/api/leads/AAAAAAAAAAAA", { headers: bearer(token) })).toMatchObject({ status: 404, body: { message: "Lead not found" } });
    expect((await api.json("/api/leads/AAAAAAAAAAAA", jsonRequest("PATCH", { status: "lost", lostReason: "price" }, bearer(token)))).status).toBe(404);
  });

  it("pages the list 10 at a time", async () => {
    for (let i = 0; i < 11; i++) {
      const res = await send("/api/sendEmail", { ...CONTACT, name: `Sender ${i}` });
      expect(res.status).toBe(201);
    }
    const page1 = await leads("?type=contact");
    expect(page1.total).toBe(12);
    expect(page1.leads[0]!.name).toBe("Sender 10");
    const page2 = await leads("?type=contact&page=2");
    expect(page2.page).toBe(2);
    expect(page2.leads.map((l) => l.name)).toEqual(["Sender 0", "Bilal"]);
  });

  it("limits requests per visitor address (429) at its ceiling, counting only accepted ones", async () => {
    const ip = "203.0.113.50";
    expect((await send("/api/sendEmail", { ...CONTACT, email: "bad" }, ip)).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await send("/api/sendEmail", CONTACT, ip)).status).toBe(201);
    const blocked = await send("/api/sendQuote", QUOTE, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many requests/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await send("/api/sendQuote", QUOTE, "203.0.113.51")).status).toBe(201);
  });

  describe("idempotency keys (a retry never stores a second lead)", () => {
    const keyed = (path: string, body: unknown, key: string, ip = `192.0.2.${++visitor % 250}`) =>
      api.json(path, jsonRequest("POST", body, { "X-Forwarded-For": ip, "Idempotency-Key": key }));
    const count = async (name: string) => (await leads("?type=contact")).leads.filter((lead) => lead.name === name).length;

    it("a retry of the same submission returns the first reference and stores nothing new", async () => {
      const body = { ...CONTACT, name: "Retrying Rabia" };
      const first = await keyed("/api/sendEmail", body, "retry-key-0123456789");
      expect(first.status).toBe(201);
      const again = await keyed("/api/sendEmail", body, "retry-key-0123456789");
      expect(again.status).toBe(201);
      expect(again.body.reference).toBe(first.body.reference);
      expect(await count("Retrying Rabia")).toBe(1);
    });

    it("ten parallel sends with one key store one lead, and all get its reference", async () => {
      const body = { ...CONTACT, name: "Double-tap Danish" };
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => keyed("/api/sendEmail", body, "parallel-key-0123456789", `192.0.2.${200 + i}`)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1);
      expect(await count("Double-tap Danish")).toBe(1);
    });

    it("the same key with other content is another request (two visitors given one cached form)", async () => {
      const a = await keyed("/api/sendEmail", { ...CONTACT, name: "Shared-key Sara" }, "shared-key-0123456789");
      const b = await keyed("/api/sendEmail", { ...CONTACT, name: "Shared-key Saad" }, "shared-key-0123456789");
      expect(a.body.reference).not.toBe(b.body.reference);
      expect((await count("Shared-key Sara")) + (await count("Shared-key Saad"))).toBe(2);
    });

    it("a retry is not counted against the visitor's allowance", async () => {
      const ip = "203.0.113.77";
      const body = { ...CONTACT, name: "Patient Parveen" };
      for (let i = 0; i < 6; i++) expect((await keyed("/api/sendEmail", body, "allowance-key-0123456789", ip)).status).toBe(201);
      expect(await count("Patient Parveen")).toBe(1);
    });

    it("a malformed key is a 400 and stores nothing", async () => {
      const res = await keyed("/api/sendEmail", { ...CONTACT, name: "Bad-key Babar" }, "short");
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Idempotency-Key/);
      expect(await count("Bad-key Babar")).toBe(0);
    });
  });
});

describe.each(databases)("leads rate limits by person on $name", (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { RATE_LIMIT_LEADS_PER_10_MINUTES: "3", RATE_LIMIT_LEADS_PER_ADDRESS_10_MINUTES: "6" });
  });
  afterAll(() => api?.close());
  const send = (path: string, body: unknown, ip: string) => api.json(path, jsonRequest("POST", body, { "X-Forwarded-For": ip }));

  it("limits one phone number from any address", async () => {
    for (let i = 0; i < 3; i++) expect((await send("/api/sendQuote", { ...QUOTE, phone: "0301-5550001" }, `198.51.100.${10 + i}`)).status).toBe(201);
    // The same number written another way is the same person.
    const blocked = await send("/api/sendQuote", { ...QUOTE, phone: "+92 301 5550001" }, "198.51.100.20");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await send("/api/sendQuote", { ...QUOTE, phone: "0301-5550002" }, "198.51.100.20")).status).toBe(201);
  });

  it("serves many customers behind one carrier address (carrier-grade NAT) up to a far higher ceiling", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 6; i++) expect((await send("/api/sendQuote", { ...QUOTE, phone: `0333-55501${10 + i}` }, ip)).status).toBe(201);
    expect((await send("/api/sendQuote", { ...QUOTE, phone: "0333-5550199" }, ip)).status).toBe(429);
  });

  it("counts a contact request without a phone by its e-mail", async () => {
    const mail = (email: string, i: number) => send("/api/sendEmail", { ...CONTACT, email }, `192.0.2.${30 + i}`);
    for (let i = 0; i < 3; i++) expect((await mail("same@example.com", i)).status).toBe(201);
    expect((await mail("SAME@example.com", 3)).status).toBe(429);
    expect((await mail("other@example.com", 4)).status).toBe(201);
  });
});
