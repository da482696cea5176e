import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fleetSchema, vehicleSchema } from "../../api/contract/fleet";
import { leadDetailSchema, leadListSchema } from "../../api/contract/leads";
import { leadPaymentsSchema, paymentSchema, paymentsOverviewSchema, receiptSchema, RECEIPT_NUMBER_PATTERN } from "../../api/contract/payments";
import { todayInPakistan } from "../../api/contract/pakistan-time";
import { QUOTE } from "../support/api/lead-fixtures";
import { bearer, databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";
import { pakistanDateIn } from "../support/pakistan-dates";

/**
 * The fleet and crew (retired, never deleted), payments with receipt numbers
 * unique under parallel saves on two instances, refunds, and what is due.
 */
const inDays = pakistanDateIn;
const key = () => `k-${crypto.randomUUID()}`;

describe.each(databases)("fleet and payments API on $name", (database) => {
  let api: TestApi;
  let second: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    // A second instance on the same database: receipt numbers must be unique across both.
    second = await startTestApi(
      database,
      api.config.database.kind === "postgres" ? { DATABASE_SCHEMA: api.config.database.schema ?? "public" } : { DATA_DIR: api.dataDir },
    );
    token = await api.login();
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });
  const auth = () => bearer(token);

  async function newLead(phone: string) {
    expect((await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, phone, email: "" }))).status).toBe(201);
    const list = leadListSchema.parse((await api.json(`/api/leads?q=${encodeURIComponent(phone)}`, { headers: auth() })).body);
    return list.leads[0]!;
  }

  describe("fleet", () => {
    it("adds, edits, retires and reinstates a vehicle; nothing is deleted", async () => {
      const added = await api.json("/api/fleet/vehicles", jsonRequest("POST", { registration: " les 1234 ", vehicleClass: "shehzore", capacityCft: 450, city: "lahore" }, auth()));
      expect(added.status).toBe(201);
      const vehicle = vehicleSchema.parse(added.body);
      expect(vehicle).toMatchObject({ registration: "LES 1234", active: true });

      const taken = await api.json("/api/fleet/vehicles", jsonRequest("POST", { registration: "LES 1234", vehicleClass: "mazda", capacityCft: 900, city: "lahore" }, auth()));
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe("A vehicle with registration LES 1234 is already in the fleet");

      const edited = await api.json(`/api/fleet/vehicles/${vehicle._id}`, jsonRequest("PUT", { registration: "LES-1234", vehicleClass: "shehzore", capacityCft: 500, city: "karachi" }, auth()));
      expect(edited.body).toMatchObject({ registration: "LES-1234", capacityCft: 500, city: "karachi" });

      expect((await api.json(`/api/fleet/vehicles/${vehicle._id}/retire`, jsonRequest("POST", {}, auth()))).body).toMatchObject({ active: false });
      let fleet = fleetSchema.parse((await api.json("/api/fleet", { headers: auth() })).body);
      expect(fleet.vehicles.find((v) => v._id === vehicle._id)).toMatchObject({ active: false });
      expect((await api.json(`/api/fleet/vehicles/${vehicle._id}/reinstate`, jsonRequest("POST", {}, auth()))).body).toMatchObject({ active: true });
      fleet = fleetSchema.parse((await api.json("/api/fleet", { headers: auth() })).body);
      expect(fleet.vehicles.find((v) => v._id === vehicle._id)).toMatchObject({ active: true, retiredAt: null });
      expect((await api.fetch(`/api/fleet/vehicles/${vehicle._id}`, { method: "DELETE", headers: auth() })).status).toBe(404);
    });

    it("adds a crew member once per key, with the phone normalised, and refuses bad input with the field named", async () => {
      const body = { name: "Imran Shah", phone: "0301-7654321", role: "crew_lead", city: "lahore" };
      const k = key();
      const [a, b] = await Promise.all([1, 2].map(() => api.json("/api/fleet/crew", jsonRequest("POST", body, { ...auth(), "Idempotency-Key": k }))));
      expect(a!.body._id).toBe(b!.body._id);
      expect(a!.body.phone).toBe("+923017654321");
      const bad = await api.json("/api/fleet/crew", jsonRequest("POST", { ...body, phone: "12", role: "boss" }, auth()));
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["phone", "role"]));
      const retired = await api.json(`/api/fleet/crew/${a!.body._id}/retire`, jsonRequest("POST", {}, auth()));
      expect(retired.body).toMatchObject({ active: false, name: "Imran Shah" });
    });

    it("is for staff only", async () => {
      expect((await api.fetch("/api/fleet")).status).toBe(401);
      expect((await api.fetch("/api/payments")).status).toBe(401);
    });
  });

  describe("payments", () => {
    it("gives 50 parallel payments on two instances 50 different receipt numbers of this year", async () => {
      const lead = await newLead("0302-5550001");
      const year = todayInPakistan().slice(0, 4);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? second : api).json(`/api/leads/${lead._id}/payments`, jsonRequest("POST", { kind: "payment", amount: 100 + i, method: "raast", reference: `TX${i}`, paidOn: todayInPakistan() }, auth())),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      const numbers = answers.map((a) => paymentSchema.parse(a.body).receiptNumber!);
      expect(new Set(numbers).size).toBe(50);
      for (const number of numbers) expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
      expect(numbers.every((n) => n.startsWith(`R-${year}-`))).toBe(true);
      const own = leadPaymentsSchema.parse((await api.json(`/api/leads/${lead._id}/payments`, { headers: auth() })).body);
      expect(own.money.received).toBe(Array.from({ length: 50 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0));
    });

    it("records a payment once per idempotency key, on the timeline, with what is left due of the accepted estimate", async () => {
      const lead = await newLead("0302-5550002");
      const estimate = await api.json(`/api/leads/${lead._id}/estimates`, jsonRequest("POST", { lines: [{ description: "Shehzore", amount: 60_000 }], advance: 15_000, validUntil: inDays(7) }, auth()));
      expect((await api.json(`/api/leads/estimates/${estimate.body.token}/accept`, jsonRequest("POST", {}))).status).toBe(200);

      const k = key();
      const body = { kind: "payment", amount: 15_000, method: "bank", reference: "HBL-778899", paidOn: todayInPakistan() };
      const [first, retry] = await Promise.all([1, 2].map(() => api.json(`/api/leads/${lead._id}/payments`, jsonRequest("POST", body, { ...auth(), "Idempotency-Key": k }))));
      expect(first!.body._id).toBe(retry!.body._id);

      const receipt = receiptSchema.parse((await api.json(`/api/payments/${first!.body._id}`, { headers: auth() })).body);
      expect(receipt).toMatchObject({ lead: { reference: lead.reference, name: "Ayesha Khan" }, money: { total: 60_000, net: 15_000, due: 45_000, advanceDue: 0 } });
      const detail = leadDetailSchema.parse((await api.json(`/api/leads/${lead._id}`, { headers: auth() })).body);
      expect(detail.timeline.map((e) => e.text)).toContain(`Payment of Rs. 15,000 received (Bank transfer, HBL-778899): receipt ${receipt.payment.receiptNumber}`);

      const overview = paymentsOverviewSchema.parse((await api.json("/api/payments", { headers: auth() })).body);
      expect(overview.leads.find((l) => l._id === lead._id)?.money.due).toBe(45_000);
      expect(overview.recent.some((p) => p._id === first!.body._id)).toBe(true);
    });

    it("refunds with a reason, never more than was received, without a receipt number", async () => {
      const lead = await newLead("0302-5550003");
      await api.json(`/api/leads/${lead._id}/payments`, jsonRequest("POST", { kind: "payment", amount: 5_000, method: "cash", paidOn: todayInPakistan() }, auth()));
      const refund = (amount: number, reason?: string) =>
        api.json(`/api/leads/${lead._id}/payments`, jsonRequest("POST", { kind: "refund", amount, method: "cash", paidOn: todayInPakistan(), ...(reason ? { reason } : {}) }, auth()));
      expect((await refund(1_000)).body.errors).toHaveProperty("reason");
      const tooMuch = await refund(6_000, "Move cancelled");
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.errors.amount).toEqual(["A refund cannot be more than what was received and not yet refunded"]);
      const ok = await refund(2_000, "Move cancelled");
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ kind: "refund", receiptNumber: null, reason: "Move cancelled" });
      const money = leadPaymentsSchema.parse((await api.json(`/api/leads/${lead._id}/payments`, { headers: auth() })).body).money;
      expect(money).toMatchObject({ received: 5_000, refunded: 2_000, net: 3_000 });
    });

    it("refuses fractions, future dates and unknown leads", async () => {
      const lead = await newLead("0302-5550004");
      const post = (body: object, id = lead._id) => api.json(`/api/leads/${id}/payments`, jsonRequest("POST", { kind: "payment", method: "cash", paidOn: todayInPakistan(), amount: 10, ...body }, auth()));
      expect((await post({ amount: 10.5 })).body.errors).toHaveProperty("amount");
      expect((await post({ paidOn: inDays(3) })).body.errors.paidOn).toEqual(["The date cannot be in the future"]);
      expect((await post({}, "nosuchlead12")).status).toBe(404);
      expect((await api.fetch("/api/payments/nosuchpay123", { headers: auth() })).status).toBe(404);
    });
  });
});
