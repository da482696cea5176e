import { deflateSync, crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveSchema } from "../../api/contract/moves";
import { leadDetailSchema } from "../../api/contract/leads";
import { CONTACT, QUOTE } from "../support/api/lead-fixtures";
import { bearer, databases, jsonRequest, makeJpeg, makePng, startTestApi, type TestApi } from "../support/api/start-test-api";

/**
 * The customer's move page in the API: a token per quote request, rooms
 * saved idempotently, private photos (refused without the token or a staff
 * session, never shareable), limits answered with a 4xx.
 */

/** A PNG whose header says 20 000 × 20 000 pixels, a few KB in all: refused from its header, never decoded. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = deflateSync(Buffer.alloc(100 * (1 + 20_000 * 3)), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}

/** No shared cache may keep it: no-store, and nothing public. */
function expectUnshareable(headers: Headers) {
  const value = headers.get("cache-control") ?? "";
  expect(value).toMatch(/\bno-store\b/);
  expect(value).not.toMatch(/public|s-maxage|max-age/);
}

describe.each(databases)("move pages API on $name", (database) => {
  let api: TestApi;
  let staff: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    staff = await api.login();
  });
  afterAll(() => api?.close());

  const quote = async (overrides: object = {}, headers: Record<string, string> = {}) => {
    const res = await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, ...overrides }, headers));
    expect(res.status).toBe(201);
    return res.body as { reference: string; moveToken: string };
  };
  const move = async (token: string) => {
    const res = await api.json(`/api/moves/${token}`);
    expect(res.status).toBe(200);
    return moveSchema.parse(res.body);
  };
  const saveRoom = (token: string, room: string, body: unknown) => api.json(`/api/moves/${token}/rooms/${room}`, jsonRequest("PUT", body));
  const upload = (path: string, room: string, files: [Buffer, string, string][], headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.set("room", room);
    for (const [bytes, name, type] of files) form.append("photos", new Blob([new Uint8Array(bytes)], { type }), name);
    return api.json(path, { method: "POST", body: form, headers });
  };
  const leadIdOf = async (reference: string) => {
    const res = await api.json(`/api/leads?q=${reference}`, { headers: bearer(staff) });
    return (res.body.leads as { _id: string; reference: string }[]).find((lead) => lead.reference === reference)!._id;
  };

  it("gives each quote request one move token; a retried send answers the same one; a contact message has none", async () => {
    const key = { "Idempotency-Key": "move-retry-key-0001" };
    const first = await quote({ phone: "0301-1111111" }, key);
    const retry = await quote({ phone: "0301-1111111" }, key);
    expect(first.moveToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(retry).toEqual(first);
    const contact = await api.json("/api/sendEmail", jsonRequest("POST", CONTACT));
    expect(contact.body.moveToken).toBeUndefined();
    const view = await move(first.moveToken);
    expect(view).toMatchObject({ reference: first.reference, customerName: QUOTE.name, rooms: [], photos: [] });
    expect(view.move).toMatchObject({ fromCity: "lahore", propertySize: "3-bed" });
    // Only the move: never the phone, e-mail or notes.
    expect(JSON.stringify(view)).not.toMatch(/0301|ayesha@example\.com|Piano/);
  });

  it("cannot be enumerated: wrong, short and near-miss tokens are one plain 404", async () => {
    const { moveToken } = await quote({ phone: "0301-2222222" });
    const nearMiss = `${moveToken.slice(0, -1)}${moveToken.endsWith("A") ? "B" : "A"}`;
    for (const token of [nearMiss, "abc", "0".repeat(43), "../../leads"]) {
      const res = await api.json(`/api/moves/${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(404);
      expect(res.body).toEqual({ message: expect.stringMatching(/not found/i) });
    }
    expect((await api.fetch(`/api/moves`)).status).toBe(404);
  });

  it("saves a room whole: a retried save never doubles an item, and the timeline says who changed what, once", async () => {
    const { reference, moveToken } = await quote({ phone: "0301-3333333" });
    const bedroom = { items: [{ item: "double-bed", quantity: 1 }, { item: "almirah", quantity: 2 }], others: [{ name: "Sewing machine", size: "small", quantity: 1 }], note: "Bed comes apart" };
    expect((await saveRoom(moveToken, "bedroom-1", bedroom)).status).toBe(200);
    expect((await saveRoom(moveToken, "bedroom-1", bedroom)).status).toBe(200);
    expect((await saveRoom(moveToken, "kitchen", { items: [{ item: "fridge", quantity: 1 }] })).status).toBe(200);
    const view = await move(moveToken);
    expect(view.rooms.map((room) => [room.room, room.items])).toEqual([
      ["bedroom-1", bedroom.items],
      ["kitchen", [{ item: "fridge", quantity: 1 }]],
    ]);
    expect(view.rooms[0]).toMatchObject({ others: bedroom.others, note: "Bed comes apart", updatedBy: "Customer" });

    const id = await leadIdOf(reference);
    const staffSave = await api.json(`/api/leads/${id}/move/rooms/kitchen`, jsonRequest("PUT", { items: [{ item: "fridge", quantity: 2 }] }, bearer(staff)));
    expect(staffSave.status).toBe(200);
    expect(moveSchema.parse(staffSave.body).rooms.find((room) => room.room === "kitchen")?.items).toEqual([{ item: "fridge", quantity: 2 }]);
    const detail = leadDetailSchema.parse((await api.json(`/api/leads/${id}`, { headers: bearer(staff) })).body);
    const inventory = detail.timeline.filter((entry) => entry.kind === "inventory").map((entry) => `${entry.by}: ${entry.text}`);
    const staffName = (await api.json("/api/users", { headers: bearer(staff) })).body.Users[0].name as string;
    expect(inventory).toEqual([
      "Customer: Inventory: Bedroom 1 saved with 4 pieces by the customer",
      "Customer: Inventory: Kitchen saved with 1 piece by the customer",
      `${staffName}: Inventory: Kitchen saved with 2 pieces by ${staffName} (staff)`,
    ]);
  });

  it("refuses bad rooms and lists with a clear 400 and stores nothing", async () => {
    const { moveToken } = await quote({ phone: "0301-4444444" });
    const cases: [string, unknown, RegExp][] = [
      ["kitchen", { items: [{ item: "fridge", quantity: 100 }] }, /whole number from 0 to 99/],
      ["kitchen", { items: [{ item: "fridge", quantity: 1.5 }] }, /whole number/],
      ["kitchen", { items: [{ item: "fridge", quantity: 1 }, { item: "fridge", quantity: 2 }] }, /once per room/],
      ["kitchen", { items: [], note: "x".repeat(501) }, /under 500 characters/],
      ["kitchen", { items: [], others: [{ name: "", size: "small", quantity: 1 }] }, /Name each other item/],
      ["kitchen", { items: [], others: [{ name: "Box", size: "huge", quantity: 1 }] }, /Choose a size/],
      ["kitchen", "not json", /./],
    ];
    for (const [room, body, message] of cases) {
      const res = await saveRoom(moveToken, room, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await saveRoom(moveToken, "Kitchen!", { items: [] })).status).toBe(404);
    for (let i = 1; i <= 20; i++) expect((await saveRoom(moveToken, `room-${i}`, { items: [{ item: "tv", quantity: 1 }] })).status).toBe(200);
    const full = await saveRoom(moveToken, "room-21", { items: [{ item: "tv", quantity: 1 }] });
    expect(full.status).toBe(400);
    expect(full.body.message).toMatch(/20 rooms/);
    expect((await move(moveToken)).rooms).toHaveLength(20);
  });

  describe("photos", () => {
    it("are re-encoded without metadata and served only to the token holder and staff, never with a shareable cache header", async () => {
      const { reference, moveToken } = await quote({ phone: "0301-5555555" });
      const res = await upload(`/api/moves/${moveToken}/photos`, "bedroom-1", [
        [await makeJpeg(1200, 900, { gps: true }), "IMG_0001.jpg", "image/jpeg"],
        [await makePng(400, 300), "screenshot.png", "image/png"],
      ]);
      expect(res.status).toBe(201);
      expectUnshareable(res.headers);
      const [photo, second] = moveSchema.parse(res.body).photos;
      expect(photo).toMatchObject({ room: "bedroom-1", width: 1200, height: 900 });
      expect(second).toMatchObject({ width: 400, height: 300 });

      const byToken = await api.fetch(`/api/moves/${moveToken}/photos/${photo!._id}`);
      expect(byToken.status).toBe(200);
      expect(byToken.headers.get("content-type")).toBe("image/jpeg");
      expectUnshareable(byToken.headers);
      const meta = await sharp(Buffer.from(await byToken.arrayBuffer())).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();

      const id = await leadIdOf(reference);
      const byStaff = await api.fetch(`/api/leads/${id}/move/photos/${photo!._id}`, { headers: bearer(staff) });
      expect(byStaff.status).toBe(200);
      expectUnshareable(byStaff.headers);

      // Without the token or a staff session: nothing, wherever one looks.
      const other = await quote({ phone: "0301-5555556" });
      expect((await api.fetch(`/api/moves/${other.moveToken}/photos/${photo!._id}`)).status).toBe(404);
      expect((await api.fetch(`/api/leads/${id}/move/photos/${photo!._id}`)).status).toBe(401);
      const files = (await api.uploadFiles()).filter((name) => name.startsWith("move-"));
      expect(files.length).toBeGreaterThanOrEqual(2);
      for (const name of files) expect((await api.fetch(`/uploads/${name}`)).status).toBe(404);
      expect((await api.fetch(`/uploads/${photo!._id}.jpg`)).status).toBe(404);

      // The customer removes one: gone from the page and from storage.
      const removed = await api.json(`/api/moves/${moveToken}/photos/${photo!._id}`, { method: "DELETE" });
      expect(removed.status).toBe(200);
      expect(moveSchema.parse(removed.body).photos.map((p) => p._id)).toEqual([second!._id]);
      expect((await api.fetch(`/api/moves/${moveToken}/photos/${photo!._id}`)).status).toBe(404);
      expect((await api.uploadFiles()).filter((name) => name.startsWith("move-")).length).toBe(files.length - 1);
    });

    it("refuses wrong types, oversize files and a 20 000 × 20 000 PNG of a few KB with a 4xx, storing nothing, while health stays fast", async () => {
      const { moveToken } = await quote({ phone: "0301-6666666" });
      const path = `/api/moves/${moveToken}/photos`;
      const before = (await api.uploadFiles()).length;
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(200_000);

      const html = await upload(path, "kitchen", [[Buffer.from("<html><script>alert(1)</script></html>"), "cat.png", "image/png"]]);
      expect(html.status).toBe(415);
      expect(html.body.message).toBe("Photo 1 is not a JPEG or PNG photo");

      const big = await upload(path, "kitchen", [[Buffer.concat([await makeJpeg(50, 50), Buffer.alloc(8 * 1024 * 1024)]), "big.jpg", "image/jpeg"]]);
      expect(big.status).toBe(413);
      expect(big.body.message).toBe("Photo 1 is larger than 8 MB");

      const started = performance.now();
      const [bombed, health] = await Promise.all([upload(path, "kitchen", [[bomb, "bomb.png", "image/png"]]), api.fetch("/api/health")]);
      expect(health.status).toBe(200);
      expect(bombed.status).toBe(413);
      expect(bombed.body.message).toMatch(/^Photo 1 is larger than 60 megapixels/);
      expect(performance.now() - started).toBeLessThan(5_000);

      const six = await upload(path, "kitchen", Array.from({ length: 6 }, () => [bomb, "x.png", "image/png"] as [Buffer, string, string]));
      expect(six.status).toBe(413);
      const empty = await upload(path, "kitchen", []);
      expect(empty.status).toBe(400);
      expect((await api.uploadFiles()).length).toBe(before);
      expect((await move(moveToken)).photos).toEqual([]);
    });

    it("caps photos per room", async () => {
      const { moveToken } = await quote({ phone: "0301-7777777" });
      const small = await makeJpeg(40, 40);
      for (let i = 0; i < 2; i++) expect((await upload(`/api/moves/${moveToken}/photos`, "store", Array.from({ length: 5 }, () => [small, "a.jpg", "image/jpeg"] as [Buffer, string, string]))).status).toBe(201);
      const eleventh = await upload(`/api/moves/${moveToken}/photos`, "store", [[small, "a.jpg", "image/jpeg"]]);
      expect(eleventh.status).toBe(409);
      expect(eleventh.body.message).toMatch(/A room can have 10 photos/);
      expect((await upload(`/api/moves/${moveToken}/photos`, "roof", [[small, "a.jpg", "image/jpeg"]])).status).toBe(201);
    });
  });
});
