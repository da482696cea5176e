import { existsSync } from "node:fs";
import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardSchema } from "../../api/contract/dashboard";
import { leadDetailSchema, leadListSchema } from "../../api/contract/leads";
import { moveCareSchema, reviewSchema } from "../../api/contract/move-care";
import { moveSchema } from "../../api/contract/moves";
import { receiptSchema } from "../../api/contract/payments";
import { todayInPakistan } from "../../api/contract/pakistan-time";
import { QUOTE } from "../support/api/lead-fixtures";
import { bearer, databases, jsonRequest, makeJpeg, runSql, startTestApi, type TestApi } from "../support/api/start-test-api";
import { pakistanDateIn } from "../support/pakistan-dates";

const inDays = pakistanDateIn;

describe.each(databases)("move aftercare API on $name", (database) => {
  let api: TestApi;
  let staff: string;
  beforeAll(async () => {
    api = await startTestApi(database, { RATE_LIMIT_LEADS_PER_10_MINUTES: "5" });
    staff = await api.login();
  });
  afterAll(() => api?.close());
  const auth = () => bearer(staff);

  async function bookedMove(phone: string) {
    const sent = await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, phone, email: "" }));
    expect(sent.status).toBe(201);
    const { moveToken } = sent.body as { moveToken: string };
    const lead = leadListSchema.parse((await api.json(`/api/leads?q=${encodeURIComponent(phone)}`, { headers: auth() })).body).leads[0]!;
    const estimate = await api.json(`/api/leads/${lead._id}/estimates`, jsonRequest("POST", { lines: [{ description: "Shehzore", amount: 60_000 }], advance: 15_000, validUntil: inDays(7) }, auth()));
    expect((await api.json(`/api/leads/estimates/${estimate.body.token}/accept`, jsonRequest("POST", {}))).status).toBe(200);
    return { token: moveToken, leadId: lead._id };
  }
  const setStatus = async (leadId: string, status: string) => expect((await api.json(`/api/leads/${leadId}`, jsonRequest("PATCH", { status }, auth()))).status).toBe(200);
  const pay = (leadId: string, amount: number) =>
    api.json(`/api/leads/${leadId}/payments`, jsonRequest("POST", { kind: "payment", amount, method: "raast", reference: "TXN-1", paidOn: todayInPakistan() }, { ...auth(), "Idempotency-Key": `k-${crypto.randomUUID()}` }));
  const care = async (token: string) => {
    const res = await api.json(`/api/moves/${token}/care`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^(private, )?no-store$/);
    return moveCareSchema.parse(res.body);
  };
  const review = (token: string, body: unknown, key = `review-${crypto.randomUUID()}`) => api.json(`/api/moves/${token}/review`, jsonRequest("PUT", body, { "Idempotency-Key": key }));
  const upload = (token: string, room: string, files: Buffer[]) => {
    const form = new FormData();
    form.set("room", room);
    for (const [index, bytes] of files.entries()) form.append("photos", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `p${index}.jpg`);
    return api.json(`/api/moves/${token}/photos`, { method: "POST", body: form });
  };

  it("shows the customer the balance left and each receipt, which opens with the token only", async () => {
    const { token, leadId } = await bookedMove("0302-1000001");
    expect((await care(token)).money).toMatchObject({ total: 60_000, advance: 15_000, net: 0, due: 60_000, advanceDue: 15_000 });
    const paid = await pay(leadId, 15_000);
    expect(paid.status).toBe(201);
    const view = await care(token);
    expect(view.money).toMatchObject({ received: 15_000, due: 45_000, advanceDue: 0 });
    expect(view.payments.map((p) => [p.amount, p.receiptNumber])).toEqual([[15_000, paid.body.receiptNumber]]);

    const receipt = await api.json(`/api/moves/${token}/receipts/${paid.body._id}`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("cache-control")).toMatch(/^(private, )?no-store$/);
    expect(receiptSchema.parse(receipt.body).payment.receiptNumber).toBe(paid.body.receiptNumber);
    // Another move's token does not open it.
    const other = await bookedMove("0302-1000002");
    expect((await api.json(`/api/moves/${other.token}/receipts/${paid.body._id}`)).status).toBe(404);
  });

  it("asks for the review only after the move; a 5 is thanks, stored once per key, and can be changed", async () => {
    const { token, leadId } = await bookedMove("0302-1000003");
    const early = await review(token, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("You can rate your move once it is done");
    await setStatus(leadId, "moved");

    const bad = await review(token, { rating: 6, comment: "x".repeat(1001) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ rating: ["Choose a rating from 1 to 5"], comment: ["Keep the comment under 1000 characters"] });

    const key = "review-key-000000001";
    const first = await review(token, { rating: 5, comment: "  Careful crew " }, key);
    expect(first.status).toBe(200);
    expect(reviewSchema.parse(first.body)).toMatchObject({ rating: 5, comment: "Careful crew", complaint: false });
    expect((await review(token, { rating: 5, comment: "Careful crew" }, key)).status).toBe(200);
    expect((await care(token)).review).toMatchObject({ rating: 5 });

    const changed = await review(token, { rating: 4, comment: "One box was late" });
    expect(changed.body).toMatchObject({ rating: 4, complaint: false, createdAt: first.body.createdAt });
    const detail = leadDetailSchema.parse((await api.json(`/api/leads/${leadId}`, { headers: auth() })).body);
    expect(detail.rating).toBe(4);
    expect(detail.timeline.filter((e) => e.kind === "review").map((e) => `${e.by}: ${e.text}`)).toEqual([
      "Customer: Review: 5 of 5: “Careful crew”",
      "Customer: Review changed: 4 of 5: “One box was late”",
    ]);
  });

  it("flags a 1 to 3 as a complaint on the lead and takes photos of the damage only then", async () => {
    const { token, leadId } = await bookedMove("0302-1000004");
    await setStatus(leadId, "moved");
    const jpeg = await makeJpeg(400, 300);
    const before = await upload(token, "damage", [jpeg]);
    expect(before.status).toBe(409);
    expect(before.body.message).toBe("Photos of damage can be added to a rating of 1 to 3");

    expect((await review(token, { rating: 2, comment: "The dressing table mirror broke" })).body).toMatchObject({ complaint: true });
    const added = await upload(token, "damage", [jpeg]);
    expect(added.status).toBe(201);
    expect(moveSchema.parse(added.body).photos.filter((p) => p.room === "damage")).toHaveLength(1);
    const list = leadListSchema.parse((await api.json(`/api/leads?q=0302-1000004`, { headers: auth() })).body);
    expect(list.leads[0]).toMatchObject({ rating: 2 });
    const staffCare = await api.json(`/api/leads/${leadId}/move/care`, { headers: auth() });
    expect(moveCareSchema.parse(staffCare.body).review).toMatchObject({ rating: 2, complaint: true, comment: "The dressing table mirror broke" });
  });

  it("limits review answers as it limits lead forms, and answers a retry without counting it", async () => {
    const { token, leadId } = await bookedMove("0302-1000005");
    await setStatus(leadId, "moved");
    const answers = [];
    for (let rating = 1; rating <= 6; rating++) answers.push((await review(token, { rating: (rating % 5) + 1 })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await review(token, { rating: 3 });
    expect(limited.body.message).toBe("Too many requests in a short time. Please call or WhatsApp us instead.");
  });

  it("counts the reviews above on the sales dashboard: average and count in the range, filters applied to their leads", async () => {
    const today = todayInPakistan();
    const dashboard = async (extra = "") => dashboardSchema.parse((await api.json(`/api/dashboard?from=${today}&to=${today}${extra}`, { headers: auth() })).body).ratings;
    // The newest answer of each move counts: 4, 2 and 1.
    expect(await dashboard()).toEqual({ count: 3, average: 2.3, complaints: 2, byRating: [1, 1, 0, 1, 0] });
    expect((await dashboard("&city=karachi")).count).toBe(0);
  });

  it("keeps the per-move photo cap under simultaneous uploads", async () => {
    const sent = await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, phone: "0302-1000006", email: "" }));
    const token = sent.body.moveToken as string;
    const jpeg = await makeJpeg(200, 150);
    // 9 rooms at 5 photos each, all at once: 45 asked, 40 allowed, so one upload must be refused.
    const rooms = ["drawing-room", "bedroom-1", "bedroom-2", "bedroom-3", "kitchen", "dining", "store", "roof", "garage"];
    const answers = await Promise.all(rooms.map((room) => upload(token, room, Array(5).fill(jpeg))));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(8).fill(201), 409]);
    const view = moveSchema.parse((await api.json(`/api/moves/${token}`)).body);
    expect(view.photos).toHaveLength(40);
  });

  it("removes, at start, a photo file a crash left without its row, and keeps the others", async () => {
    const sent = await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, phone: "0302-1000007", email: "" }));
    const token = sent.body.moveToken as string;
    expect((await upload(token, "kitchen", [await makeJpeg(200, 150)])).status).toBe(201);
    // What a crash between writing the file and inserting its row leaves: the file and its journal entry.
    const orphan = `move-${"o".repeat(32)}.jpeg`;
    const dir = api.config.uploadDir;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, orphan), "not yet a row");
    await runSql(api, database, "insert into upload_journal (name, created_at) values ($1, $2)", [orphan, new Date(Date.now() - 3_600_000).toISOString()]);
    const second = await startTestApi(
      database,
      api.config.database.kind === "postgres" ? { DATABASE_SCHEMA: api.config.database.schema ?? "public", UPLOAD_DIR: dir } : { DATA_DIR: api.dataDir },
    );
    try {
      expect(existsSync(path.join(dir, orphan))).toBe(false);
      const photo = moveSchema.parse((await api.json(`/api/moves/${token}`)).body).photos[0]!;
      expect((await second.fetch(`/api/moves/${token}/photos/${photo._id}`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
