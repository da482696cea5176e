import { deflateSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenStore } from "../../api/auth/tokens";
import { JSON_BODY_LIMIT } from "../../api/app";
import {
  ANY_ANSWER,
  describeCase,
  type FuzzCase,
  type FuzzFixtures,
  type FuzzImages,
  generateCases,
  ROUTES,
  type RouteSpec,
  TOKEN_PLACEHOLDER,
} from "../support/api/fuzz-cases";
import { QUOTE } from "../support/api/lead-fixtures";
import { jsonOf, type RawRequest, type RawResponse, rawRequest } from "../support/api/raw-http";
import { bearer, createBlog, databases, jsonRequest, makeJpeg, makePng, STAFF_EMAIL, startTestApi, type TestApi } from "../support/api/start-test-api";

/** Fewer cases per route on PostgreSQL, to keep the run short. FUZZ_SEED=<n> replays a run; FUZZ_PER_ROUTE overrides the count. */

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_709);
const CONCURRENCY = 8;
const MAX_UPLOAD_BYTES = 64 * 1024;
const MAX_UPLOAD_FILES = 3;
const MAX_IMAGE_PIXELS = 4_000_000;
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 1024 * 1024;
/** Valid input by chance, or a honeypot, stays under this share. */
const MAX_2XX_SHARE = 0.1;

function perRoute(database: string): { valid: number; none: number } {
  const forced = Number(process.env.FUZZ_PER_ROUTE);
  if (forced > 0) return { valid: forced, none: forced };
  return database === "sqlite" ? { valid: 1000, none: 1000 } : { valid: 200, none: 100 };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const zlibRow = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", ihdr), pngChunk("IDAT", zlibRow), pngChunk("IEND", Buffer.alloc(0))]);
}

export function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i < copy.length - 9; i++) {
    if (copy[i] === 0xff && (copy[i + 1] === 0xc0 || copy[i + 1] === 0xc2)) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
  }
  throw new Error("no SOF marker in the JPEG");
}

async function craftImages(): Promise<FuzzImages> {
  const tinyJpeg = await makeJpeg(48, 32);
  return {
    tinyJpeg,
    tinyPng: await makePng(48, 32),
    gif: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } }).gif().toBuffer(),
    webp: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } }).webp().toBuffer(),
    pngBomb: pngDeclaring(30_000, 30_000),
    jpegBomb: jpegDeclaring(tinyJpeg, 60_000, 60_000),
    pixelBomb: await sharp({ create: { width: 2500, height: 2500, channels: 3, background: "#000" } }).greyscale().png({ compressionLevel: 9 }).toBuffer(),
    // About 32 KB on the wire, under the JSON limit.
    gzipBomb: gzipSync(Buffer.alloc(32 * 1024 * 1024), { level: 9 }),
  };
}

interface Outcome {
  fuzzCase: FuzzCase;
  response?: RawResponse;
  error?: string;
}

interface RouteTally {
  route: string;
  auth: string;
  total: number;
  ok2xx: number;
  statuses: Map<number, number>;
  maxMs: number;
  batchMs: number;
}

function withToken(request: RawRequest, token: string): RawRequest {
  return {
    ...request,
    headers: request.headers?.map(([name, value]) => [name, typeof value === "string" ? value.replace(TOKEN_PLACEHOLDER, token) : value]),
  };
}

async function runAll(api: TestApi, cases: FuzzCase[], tokenFor: (c: FuzzCase) => Promise<string>): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const at = next++;
      if (at >= cases.length) return;
      const fuzzCase = cases[at]!;
      const request = fuzzCase.auth === "valid" ? withToken(fuzzCase.request, await tokenFor(fuzzCase)) : fuzzCase.request;
      try {
        outcomes[at] = { fuzzCase, response: await rawRequest(api.port, request, { timeoutMs: 20_000 }) };
      } catch (error) {
        outcomes[at] = { fuzzCase, error: (error as Error).message };
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

function problemWith(outcome: Outcome, route: RouteSpec): string | null {
  const { fuzzCase, response } = outcome;
  if (!response) return `no answer (${outcome.error})`;
  const { status } = response;
  if (status >= 500) return `${status} ${response.body.toString("utf8").slice(0, 200)}`;
  if (status < 200 || (status >= 300 && status < 400)) return `unexpected status ${status}`;
  if (response.ms > 10_000) return `took ${Math.round(response.ms)} ms`;
  const head = fuzzCase.request.method === "HEAD";
  if (route.staff && fuzzCase.auth === "none" && fuzzCase.onRoute && !fuzzCase.protocolLevel && status !== 401) {
    return `staff route without a token answered ${status}, not 401`;
  }
  if (status >= 400) {
    if (head) return null;
    const body = jsonOf(response) as { message?: unknown } | undefined;
    if (!/^application\/json/.test(response.headers["content-type"] ?? "")) return `${status} without a JSON content type: ${JSON.stringify(response.body.toString("latin1").slice(0, 120))}`;
    if (typeof body?.message !== "string" || !body.message) return `${status} without { message }: ${response.body.toString("utf8").slice(0, 120)}`;
    return null;
  }
  if (head) return null;
  const sameRoute = fuzzCase.onRoute && fuzzCase.request.method === route.method;
  const isImage = /^image\/(jpeg|webp)$/.test(response.headers["content-type"] ?? "");
  if (sameRoute && route.answer === "image") return isImage ? null : `2xx from /uploads/ that is not an image`;
  const body = jsonOf(response);
  if (sameRoute && route.answer !== "image") {
    const parsed = route.answer.safeParse(body);
    return parsed.success ? null : `2xx answer off contract: ${parsed.error.message.slice(0, 200)}`;
  }
  if (isImage || ANY_ANSWER.some((schema) => schema.safeParse(body).success)) return null;
  return `2xx answer matching no contract schema: ${response.body.toString("utf8").slice(0, 160)}`;
}

function tally(outcomes: Outcome[], auth: string, batchMs: number): RouteTally {
  const entry: RouteTally = { route: outcomes[0]!.fuzzCase.route, auth, total: 0, ok2xx: 0, statuses: new Map(), maxMs: 0, batchMs };
  for (const { response } of outcomes) {
    entry.total++;
    if (response) {
      if (response.status < 300) entry.ok2xx++;
      entry.statuses.set(response.status, (entry.statuses.get(response.status) ?? 0) + 1);
      entry.maxMs = Math.max(entry.maxMs, response.ms);
    }
  }
  return entry;
}

function report(tallies: RouteTally[], database: string, seconds: number): string {
  const lines = [`fuzz on ${database} (seed ${SEED}): ${tallies.reduce((n, t) => n + t.total, 0)} requests in ${seconds.toFixed(1)} s`];
  for (const t of tallies) {
    const statuses = [...t.statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(" ");
    lines.push(`  ${t.route.padEnd(26)} ${t.auth.padEnd(5)} n=${String(t.total).padEnd(5)} 2xx=${String(t.ok2xx).padEnd(4)} ${(t.batchMs / 1000).toFixed(1).padStart(5)}s max=${String(Math.round(t.maxMs)).padStart(4)}ms  ${statuses}`);
  }
  return lines.join("\n");
}

describe.each(databases)("bad input fuzz on $name", (database) => {
  let api: TestApi;
  let fixtures: FuzzFixtures;
  let staffId: string;
  let tokens: TokenStore;
  const crashes: string[] = [];
  const onUnhandled = (error: unknown) => crashes.push(String((error as Error)?.stack ?? error));

  beforeAll(async () => {
    process.on("unhandledRejection", onUnhandled);
    process.on("uncaughtException", onUnhandled);
    api = await startTestApi(database, {
      MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
      MAX_UPLOAD_FILES: String(MAX_UPLOAD_FILES),
      MAX_IMAGE_PIXELS: String(MAX_IMAGE_PIXELS),
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? "silent",
    });
    const token = await api.login();
    const images = await craftImages();
    const post = await createBlog(api, token, { title: "Fuzz target", tags: ["lahore"], images: [[images.tinyJpeg, "a.jpg", "image/jpeg"]] });
    expect(post.status).toBe(201);
    const draft = await createBlog(api, token, { title: "Fuzz draft", status: "draft" });
    const comment = await api.json("/api/comments", jsonRequest("POST", { blogId: post.body._id, name: "A", commentText: "Hi" }));
    const lead = await api.json("/api/sendQuote", jsonRequest("POST", QUOTE));
    const leadRow = await api.db.selectFrom("leads").select("id").where("reference", "=", lead.body.reference).executeTakeFirstOrThrow();
    staffId = (await api.db.selectFrom("users").select("id").where("email", "=", STAFF_EMAIL).executeTakeFirstOrThrow()).id;
    tokens = new TokenStore(api.db, api.config.tokens);
    fixtures = {
      blogId: post.body._id,
      draftBlogId: draft.body._id,
      commentId: comment.body._id,
      leadId: leadRow.id,
      uploadFile: String(post.body.images[0].url).replace("/uploads/", ""),
      imageUrl: post.body.images[0].url,
      staffEmail: STAFF_EMAIL,
      jsonLimit: JSON_BODY_LIMIT,
      maxUploadBytes: MAX_UPLOAD_BYTES,
      uploadBodyLimit: UPLOAD_BODY_LIMIT,
      images,
    };
  });
  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    process.off("uncaughtException", onUnhandled);
    await api?.close();
  });

  it("named attacks: pixel bombs are refused by the pixel cap, nothing is stored", async () => {
    const token = await api.login();
    const before = await api.uploadFiles();
    for (const [bytes, name] of [
      [fixtures.images.pngBomb, "bomb.png"],
      [fixtures.images.jpegBomb, "bomb.jpg"],
      [fixtures.images.pixelBomb, "zeros.png"],
    ] as const) {
      const started = Date.now();
      const res = await createBlog(api, token, { title: `Bomb ${name}`, images: [[bytes, name, "image/png"]] });
      expect(res.status, name).toBe(400);
      expect(res.body.errors.images, name).toEqual(["Image 1 is larger than 4 megapixels"]);
      expect(Date.now() - started, name).toBeLessThan(2000);
    }
    expect(fixtures.images.pngBomb.length).toBeLessThan(2048);
    expect(await api.uploadFiles()).toEqual(before);
    expect((await api.json("/api/blogs?title=Bomb")).body.total).toBe(0);
  });

  it("named attacks: a gzip-encoded body is refused (415) without being inflated", async () => {
    const token = await api.login();
    for (const [path, headers] of [
      ["/api/sendQuote", {}],
      ["/api/comments", {}],
      ["/api/login", {}],
      ["/api/blogs", bearer(token)],
    ] as const) {
      const started = Date.now();
      const res = await rawRequest(api.port, {
        method: "POST",
        target: path,
        headers: [["Content-Type", "application/json"], ["Content-Encoding", "gzip"], ...Object.entries(headers)],
        body: fixtures.images.gzipBomb,
      });
      expect(res.status, path).toBe(415);
      expect(jsonOf(res), path).toEqual({ message: "Compressed request bodies are not accepted (Content-Encoding: gzip)" });
      expect(Date.now() - started, path).toBeLessThan(2000);
    }
    // The API never inflates, so an honest gzip body gets the same answer.
    const small = await rawRequest(api.port, { method: "POST", target: "/api/sendQuote", headers: [["Content-Type", "application/json"], ["Content-Encoding", "gzip"]], body: gzipSync(JSON.stringify(QUOTE)) });
    expect(small.status).toBe(415);
  });

  it("named attacks: HTML nested thousands deep is a 400, not a stack overflow", async () => {
    const token = await api.login();
    for (const [field, html] of [
      ["detailedDesc", "<div>".repeat(40_000)],
      ["detailedDesc", `<p>${"<b><i>".repeat(2000)}x</p>`],
      ["shortDesc", "<span>".repeat(300)],
    ] as const) {
      const res = await createBlog(api, token, { title: "Deep", [field]: html });
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field], field).toEqual([expect.stringMatching(/nested more than 256 levels deep/)]);
    }
    expect((await createBlog(api, token, { title: "Nested list", detailedDesc: "<ul><li><ul><li><p><b><i>x</i></b></p></li></ul></li></ul>" })).status).toBe(201);
  });

  it("named attacks: a honeypot holding a deeply nested array is treated as a bot (201), nothing stored", async () => {
    const count = async () => (await api.db.selectFrom("leads").select("id").execute()).length;
    const before = await count();
    const body = `{"name":"x","website_url":${"[".repeat(30_000)}${"]".repeat(30_000)}}`;
    const res = await api.json("/api/sendEmail", jsonRequest("POST", body));
    expect(res.status).toBe(201);
    expect(await count()).toBe(before);
  });

  it("named attacks: NUL characters (PostgreSQL cannot store them) get a 4xx on both databases", async () => {
    const token = await api.login();
    const comment = await api.json("/api/comments", jsonRequest("POST", { blogId: fixtures.blogId, name: "a\u0000b", commentText: "hi" }));
    expect(comment).toMatchObject({ status: 400, body: { message: "name: text must not contain NUL characters", errors: { name: ["Text must not contain NUL characters"] } } });
    expect((await api.json("/api/sendQuote", jsonRequest("POST", { ...QUOTE, notes: ["x\u0000"] }))).body.errors.notes).toBeDefined();
    expect((await api.json("/api/login", jsonRequest("POST", { email: "\u0000", password: "x" }))).status).toBe(400);
    const form = await createBlog(api, token, { title: "NUL\u0000title" });
    expect(form).toMatchObject({ status: 400, body: { errors: { title: ["Text must not contain NUL characters"] } } });
    for (const path of ["/api/leads/AAAA%00", "/api/comments/AAAA%00"]) {
      expect((await api.json(path, { method: path.includes("comments") ? "DELETE" : "GET", headers: bearer(token) })).status, path).toBe(404);
    }
    expect((await api.json("/api/leads/x%00y", jsonRequest("PATCH", { status: "closed" }, bearer(token)))).status).toBe(404);
    expect((await api.json("/api/blogs?title=Fuzz%00&tag=lah%00ore")).body.total).toBe(1);
    expect((await api.json("/api/comments/AAAA%00")).status).toBe(404);
  });

  it(
    "answers every malformed request to every route with a 4xx { message } (or a contract-valid 2xx), never a 5xx, and keeps running",
    async () => {
      const counts = perRoute(database.name);
      const started = performance.now();
      const pid = process.pid;
      // A valid logout revokes its token: a fresh one per request.
      const routeTokens = new Map<string, string>();
      for (const route of ROUTES.filter((r) => r.staff)) routeTokens.set(route.label, await tokens.issue(staffId));
      const tokenFor = (c: FuzzCase) => (c.route === "POST /api/logout" ? tokens.issue(staffId) : Promise.resolve(routeTokens.get(c.route)!));

      const failures: string[] = [];
      const tallies: RouteTally[] = [];
      const batches: Array<[RouteSpec, "valid" | "none", number]> = [
        ...ROUTES.map((route): [RouteSpec, "valid" | "none", number] => [route, route.staff ? "valid" : "none", counts.valid]),
        ...ROUTES.filter((route) => route.staff).map((route): [RouteSpec, "valid" | "none", number] => [route, "none", counts.none]),
      ];
      const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
      for (const [route, auth, count] of batches) {
        if (only && !only.test(route.label)) continue;
        const batchStarted = performance.now();
        const outcomes = await runAll(api, generateCases(route, count, fixtures, SEED, auth), tokenFor);
        tallies.push(tally(outcomes, route.staff ? (auth === "valid" ? "token" : "none") : "-", performance.now() - batchStarted));
        for (const outcome of outcomes) {
          const problem = problemWith(outcome, route);
          if (problem) failures.push(`${describeCase(outcome.fuzzCase)}\n      → ${problem}`);
        }
      }
      console.log(report(tallies, database.name, (performance.now() - started) / 1000));

      expect(failures.length, `${failures.length} bad answers; first ones:\n${failures.slice(0, 25).join("\n")}`).toBe(0);
      for (const route of ROUTES) {
        const mine = tallies.filter((t) => t.route === route.label);
        if (only && !only.test(route.label)) continue;
        expect(mine.reduce((n, t) => n + t.total, 0), route.label).toBeGreaterThanOrEqual(route.staff ? counts.valid + counts.none : counts.valid);
        if (route.lenient) continue;
        for (const t of mine) expect(t.ok2xx / t.total, `${route.label} (${t.auth}) 2xx share`).toBeLessThanOrEqual(MAX_2XX_SHARE);
      }
      const all = tallies.reduce((n, t) => n + t.total, 0);
      expect(tallies.reduce((n, t) => n + t.ok2xx, 0) / all, "overall 2xx share").toBeLessThan(0.15);

      // Tokens still live: the "with token" requests really were authenticated.
      expect(process.pid).toBe(pid);
      expect(crashes).toEqual([]);
      expect(await api.json("/api/health")).toMatchObject({ status: 200, body: { status: "ok", database: "ok" } });
      for (const [route, token] of routeTokens) {
        if (route === "POST /api/logout") continue;
        expect((await api.json("/api/me", { headers: bearer(token) })).status, route).toBe(200);
      }
      expect((await api.json(`/api/blogs/byId?id=${fixtures.blogId}`)).status).toBe(200);
    },
    300_000,
  );
});
