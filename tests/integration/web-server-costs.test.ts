import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawRequest } from "../support/api/raw-http";
import { trickle } from "../support/site/slow-body";
import { QUOTE } from "../support/api/lead-fixtures";
import { type ProductionSite, SITE_STAFF, startProductionSite } from "../support/site/production-site";
import { pakistanDateIn } from "../support/pakistan-dates";

/** Small requests that cost far more than they weigh (ADR 018): each a quick 4xx, the server responsive to everyone else. */

const form = (body: string, headers: Array<[string, string]> = []): Omit<RawRequest, "method" | "target"> => ({
  headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Accept", "text/html"], ...headers],
  body: Buffer.from(body),
});

async function healthMs(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
  await res.arrayBuffer();
  return performance.now() - started;
}

/** On a machine so busy that an idle server is slower than 200 ms, twice its idle worst. */
async function healthBound(url: string): Promise<number> {
  let idle = 0;
  for (let i = 0; i < 10; i++) idle = Math.max(idle, await healthMs(url));
  return Math.max(200, 2 * idle);
}

async function slowestHealth(url: string, work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true)).catch(() => {});
  let slowest = 0;
  while (!done) {
    slowest = Math.max(slowest, await healthMs(url).catch(() => 5_000));
    await new Promise((r) => setTimeout(r, 50));
  }
  return slowest;
}

describe("requests that cost more than they weigh", () => {
  let site: ProductionSite;
  let postPath: string;
  let staffCookie: string;
  let logDir: string;
  let logFile: string;
  const send = (request: RawRequest, localAddress?: string, timeoutMs = 5_000) => rawRequest(site.port, request, { localAddress, timeoutMs });
  const sameSite = (): [string, string] => ["Origin", site.url];

  beforeAll(async () => {
    logDir = mkdtempSync(path.join(tmpdir(), "manzil-cost-log-"));
    logFile = path.join(logDir, "site.log");
    site = await startProductionSite({ ACCESS_LOG: "true", LOG_LEVEL: "info", SUPERVISOR_MIN_DELAY_MS: "3000" }, { logFile });
    const { blogs } = (await (await fetch(`${site.apiUrl}/api/blogs`)).json()) as { blogs: Array<{ _id: string }> };
    const redirect = await fetch(`${site.url}/blog/${blogs[0]!._id}`, { redirect: "manual" });
    postPath = new URL(redirect.headers.get("location")!, site.url).pathname;
    const signIn = await fetch(`${site.url}/login`, { method: "POST", body: new URLSearchParams(SITE_STAFF), redirect: "manual", headers: { "X-Test": "sign-in" } });
    staffCookie = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
    expect(staffCookie).toContain("__session=");
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    if (logDir) rmSync(logDir, { recursive: true, force: true });
  });

  it("sparse list position in a form field: name[10000000]=x is a quick, small 400 on every form, and the server stays up", async () => {
    const bombs: Array<[string, string]> = [
      ["/contact", "name[10000000]=x&phone=0300-1234567&message=x"],
      ["/book", "name[10000000]=x&phone=0300-1234567"],
      ["/login", `email[10000000]=x&password=x`],
      [postPath, "name[10000000]=x&commentText=x"],
      // Below the old crash point: it came back as a 3 MB page echoing a million-element list.
      ["/contact", "name[1000000]=x&phone=0300-1234567&message=x"],
      ["/contact", "name[0]=x&name.10000000=x&message=x"],
    ];
    for (const [target, body] of bombs) {
      const res = await send({ method: "POST", target, ...form(body, [sameSite()]) }, "127.0.0.21", 2_000);
      expect(res.status, `${target} ${body}`).toBe(400);
      expect(res.ms, `${target} ${body}`).toBeLessThan(2_000);
      expect(res.body.length, `${target} ${body}`).toBeLessThan(10_000);
    }
    const named = await send({ method: "POST", target: "/contact", ...form("name[10000000]=x", [sameSite()]) }, "127.0.0.21");
    expect(named.body.toString()).toContain("A field name in the form is too long, too deeply nested or has a list position over 99.");
    expect(site.site.web.restartCount).toBe(0);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });

  it("form shape caps: more than 200 fields, a 101-character name or five levels of nesting are refused with a clear message", async () => {
    const many = Array.from({ length: 201 }, (_, i) => `f${i}=x`).join("&");
    const tooMany = await send({ method: "POST", target: "/contact", ...form(many, [sameSite()]) }, "127.0.0.22");
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.toString()).toContain("The form has too many fields (at most 200).");
    // Conform copied the list once per repetition.
    const repeated = await send({ method: "POST", target: "/contact", ...form("message=x&".repeat(20_000), [sameSite()]) }, "127.0.0.22", 2_000);
    expect(repeated.status).toBe(413);
    for (const name of ["n".repeat(101), "a.b.c.d.e", "a[1][2][3][4]"]) {
      const res = await send({ method: "POST", target: "/contact", ...form(`${name}=x&message=x`, [sameSite()]) }, "127.0.0.22");
      expect(res.status, name).toBe(400);
    }
    const real = await send({ method: "POST", target: "/contact", ...form("existing[9].alt=x&tags[19]=y&name=&message=", [sameSite()]) }, "127.0.0.22");
    expect(real.status).toBe(400);
    expect(real.body.toString()).not.toContain("too many fields");
    expect(real.body.toString()).not.toContain("A field name in the form");
  });

  it("deep paths: eight parallel GET /(a/ × 7 000) are answered 404 at once, and /healthz stays within 200 ms", async () => {
    for (const [deep, status] of [[`/${"a/".repeat(7_000)}`, 414], [`/${"a/".repeat(3_000)}`, 404]] as const) {
      const work = Promise.all(Array.from({ length: 8 }, () => send({ method: "GET", target: deep, headers: [["Accept", "text/html"]] }, undefined, 2_000)));
      const slowest = await slowestHealth(site.url, work);
      for (const res of await work) {
        expect(res.status).toBe(status);
        expect(res.ms).toBeLessThan(2_000);
      }
      expect(slowest).toBeLessThan(await healthBound(site.url));
    }
    expect((await send({ method: "GET", target: `/${"a/".repeat(13)}` })).status).toBe(404);
    const long = await send({ method: "GET", target: `/${"a".repeat(2_000)}`, headers: [["Accept", "text/html"]] });
    expect(long.status).toBe(414);
    expect(long.body.toString()).toContain("This address is too long.");
    const manifest = await send({ method: "GET", target: `/__manifest?version=x&p=${encodeURIComponent(`/${"a/".repeat(1_500)}`)}` }, undefined, 2_000);
    expect(manifest.status).toBe(400);
    expect((await send({ method: "GET", target: postPath })).status).toBe(200);
  });

  it("one address cannot take every body slot: 70 trickling posts from one address leave room for everyone else, and a trickle is cut", async () => {
    const tricklers = Array.from({ length: 70 }, () => trickle(site.port, "127.0.0.31", "/contact", 60_000, site.url));
    try {
      await new Promise((r) => setTimeout(r, 1_000));
      const other = await send({ method: "POST", target: "/contact", ...form("name=Ayesha&message=", [sameSite()]) }, "127.0.0.32");
      expect(other.status).toBe(400);
      const refused = await Promise.race([Promise.all(tricklers.slice(8).map((t) => t.answer)), new Promise<string[]>((r) => setTimeout(() => r([]), 5_000))]);
      expect(refused.length).toBe(62);
      for (const answer of refused) expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      const cut = await Promise.race([Promise.all(tricklers.slice(0, 8).map((t) => t.answer)), new Promise<string[]>((r) => setTimeout(() => r([]), 15_000))]);
      expect(cut.length).toBe(8);
      for (const answer of cut) {
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(answer).toContain("The form took too long to arrive.");
      }
    } finally {
      for (const t of tricklers) t.close();
    }
  }, 30_000);

  it("50 000 multipart parts in one staff save are refused within 2 s, and /healthz stays within 200 ms", async () => {
    const boundary = "----parts";
    const parts = Array.from({ length: 50_000 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join("");
    const body = Buffer.from(`${parts}--${boundary}--\r\n`);
    const work = send(
      { method: "POST", target: "/blog-editor/save", headers: [["Content-Type", `multipart/form-data; boundary=${boundary}`], ["Cookie", staffCookie], sameSite()], body },
      undefined,
      2_000,
    );
    const slowest = await slowestHealth(site.url, work);
    const res = await work;
    expect(res.status).toBe(413);
    expect(res.body.toString()).toContain("The form has too many fields (at most 200).");
    expect(slowest).toBeLessThan(await healthBound(site.url));
  });

  it("image file names with =, ;, quotes and Urdu letters save with the post", async () => {
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#c0392b" } }).jpeg().toBuffer();
    const boundary = "----names";
    // As Chromium writes them: a quote as %22, Urdu letters as UTF-8.
    const names = ["a=b.jpg", "Lahore; DHA.jpg", "say %22hi%22.jpg", "لاہور کا گھر.jpg"];
    const text = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const body = Buffer.concat([
      text("title", "File names that once broke the save"),
      text("status", "draft"),
      ...names.flatMap((name, i) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploads"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`, "utf8"),
        image,
        Buffer.from("\r\n"),
        text(`uploadAlt[${i}]`, `Photo ${i}`),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await send({ method: "POST", target: "/blog-editor/save", headers: [["Content-Type", `multipart/form-data; boundary=${boundary}`], ["Cookie", staffCookie], sameSite()], body }, undefined, 20_000);
    expect(res.body.toString()).not.toContain("The form arrived incomplete or damaged");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: "success" });
    const list = await (await fetch(`${site.url}/blog-list?title=${encodeURIComponent("File names that once broke")}`, { headers: { Cookie: staffCookie } })).text();
    expect(list).toContain("File names that once broke the save");
  });

  it("log injection: a CR/LF in a path is escaped in the web and API logs, and a 404 is one line without a stack trace", async () => {
    const marker = `inj${Date.now()}`;
    expect((await send({ method: "GET", target: `/leads%0d%0aX-Injected:${marker}` })).status).toBe(404);
    expect((await send({ method: "GET", target: `/no-such-page-${marker}%0d%0aX-Injected:${marker}` })).status).toBe(404);
    const api = await rawRequest(Number(new URL(site.apiUrl).port), { method: "GET", target: `/api/blogs/${marker}%0d%0aX-Injected:${marker}` });
    expect(api.status).toBeGreaterThanOrEqual(400);
    await new Promise((r) => setTimeout(r, 300));
    const lines = readFileSync(logFile, "utf8").split("\n");
    expect(lines.filter((line) => line.startsWith("X-Injected"))).toEqual([]);
    expect(lines.filter((line) => /^\s+at |No route matches/.test(line))).toEqual([]);
    expect(lines.filter((line) => / GET \/lead… 404 /.test(line))).toHaveLength(1);
    expect(lines.filter((line) => / GET \/no-s… 404 /.test(line))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(marker))).toEqual([]);
    expect(lines.filter((line) => line.includes("[api] INFO  GET /api/blogs/inj1… 404"))).toHaveLength(1);
  });

  it("one Referrer-Policy on /estimate/<token>: same-origin, so the token never leaves for another site in a Referer", async () => {
    const json = (body: unknown, token?: string) => ({
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const { token } = (await (await fetch(`${site.apiUrl}/api/login`, json(SITE_STAFF))).json()) as { token: string };
    const { reference } = (await (await fetch(`${site.apiUrl}/api/sendQuote`, json({ ...QUOTE, phone: "0321-7654321", email: "" }))).json()) as { reference: string };
    const { leads } = (await (await fetch(`${site.apiUrl}/api/leads?q=${reference}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { leads: Array<{ _id: string }> };
    const estimate = await fetch(
      `${site.apiUrl}/api/leads/${leads[0]!._id}/estimates`,
      json({ lines: [{ description: "Truck", amount: 50_000 }], included: "Crew", terms: "Advance", advance: 10_000, validUntil: pakistanDateIn(7) }, token),
    );
    const { path: estimatePath } = (await estimate.json()) as { path: string };
    for (const target of [estimatePath, `/estimate/${"x".repeat(43)}`]) {
      const res = await send({ method: "GET", target, headers: [["Accept", "text/html"]] });
      expect(res.status, target).toBeLessThan(500);
      const values = (res.headers["referrer-policy"] ?? "").split(",").map((value) => value.trim()).filter(Boolean);
      expect(values, target).toEqual(["same-origin"]);
    }
  });

  it("the Origin check compares scheme, host and port: https:// on this http site is refused, another port too", async () => {
    const host = new URL(site.url).host;
    for (const origin of [`https://${host}`, `http://127.0.0.1:${site.port + 1}`]) {
      const res = await send({ method: "POST", target: "/contact", ...form("name=x", [["Origin", origin]]) });
      expect(res.status, origin).toBe(403);
    }
    expect((await send({ method: "POST", target: "/contact", ...form("name=x", [["Origin", site.url]]) })).status).toBe(400);
  });
});

describe("while the API is hung or restarting", () => {
  let site: ProductionSite;
  let staffCookie: string;
  beforeAll(async () => {
    site = await startProductionSite({ API_TIMEOUT_MS: "1000", SUPERVISOR_MIN_DELAY_MS: "5000" });
    const signIn = await fetch(`${site.url}/login`, { method: "POST", body: new URLSearchParams(SITE_STAFF), redirect: "manual" });
    staffCookie = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
    expect(staffCookie).toContain("__session=");
  }, 240_000);
  afterAll(() => site?.stop());

  const staffPosts = (): Array<[string, string, string | undefined]> => [
    ["/login", new URLSearchParams(SITE_STAFF).toString(), undefined],
    ["/blog-list/delete/abc", "id=abc", staffCookie],
    // /leads itself takes no post (405 whatever the API does).
    ["/leads/abc123", "intent=status&status=contacted", staffCookie],
  ];

  async function expectReadable503(when: string) {
    for (const [target, body, cookie] of staffPosts()) {
      const res = await rawRequest(site.port, {
        method: "POST",
        target,
        headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Accept", "text/html"], ["Origin", site.url], ...(cookie ? [["Cookie", cookie] as [string, string]] : [])],
        body: Buffer.from(body),
      }, { timeoutMs: 10_000 });
      expect(res.status, `${when}: ${target}`).toBe(503);
      expect(res.headers["retry-after"], `${when}: ${target}`).toBe("10");
      expect(res.headers["content-type"], `${when}: ${target}`).toMatch(/text\/html/);
      expect(res.body.toString(), `${when}: ${target}`).toMatch(/try again/i);
    }
    const page = await rawRequest(site.port, { method: "GET", target: "/leads", headers: [["Accept", "text/html"], ["Cookie", staffCookie]] }, { timeoutMs: 10_000 });
    expect(page.status, `${when}: GET /leads`).toBe(503);
    expect(page.headers["retry-after"], `${when}: GET /leads`).toBe("10");
    expect(page.body.toString(), `${when}: GET /leads`).toMatch(/try again/i);
  }

  it("POST /login, a post's delete, a lead's actions and the /leads page answer a readable 503 page (not 500/502) while the API is hung, then while it restarts", async () => {
    // The supervisor replaces a hung API after a few failed health checks: either way, 503.
    const signal = (pid: number, name: NodeJS.Signals) => {
      try {
        process.kill(pid, name);
      } catch {
        // already replaced
      }
    };
    const api = site.site.api.pid!;
    signal(api, "SIGSTOP");
    try {
      await expectReadable503("hung");
    } finally {
      signal(api, "SIGCONT");
    }
    signal(site.site.api.pid!, "SIGKILL");
    await new Promise((r) => setTimeout(r, 300));
    await expectReadable503("restarting");
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("lead export on PostgreSQL", () => {
  let site: ProductionSite;
  const schema = `web_costs_${process.pid}`;
  const pgUrl = process.env.TEST_DATABASE_URL!;
  const onPg = async (sql: string) => {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await onPg(`create schema if not exists ${schema}`);
    site = await startProductionSite({ DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema });
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    await onPg(`drop schema if exists ${schema} cascade`);
  });

  it("/leads/export.csv?q=%00 gives the API's 400 and its words, not 502", async () => {
    const signIn = await fetch(`${site.url}/login`, { method: "POST", body: new URLSearchParams(SITE_STAFF), redirect: "manual" });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const { token } = (await (await fetch(`${site.apiUrl}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(SITE_STAFF) })).json()) as { token: string };
    const api = await fetch(`${site.apiUrl}/api/leads/export.csv?q=%00`, { headers: { Authorization: `Bearer ${token}` } });
    expect(api.status).toBe(400);
    const { message } = (await api.json()) as { message: string };
    const res = await fetch(`${site.url}/leads/export.csv?q=%00`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });
});
