import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawRequest } from "../support/api/raw-http";
import { type ProductionSite, SITE_STAFF, startProductionSite } from "../support/site/production-site";
import { trickle } from "../support/site/slow-body";

const MEMORY_BUDGET_MB = 250;

describe("work bounded by what it costs, shared fairly", () => {
  let site: ProductionSite;
  let postPath: string;
  let logDir: string;
  let logFile: string;
  const send = (request: RawRequest, localAddress?: string, timeoutMs = 5_000) => rawRequest(site.port, request, { localAddress, timeoutMs });

  beforeAll(async () => {
    logDir = mkdtempSync(path.join(tmpdir(), "manzil-fair-cost-log-"));
    logFile = path.join(logDir, "site.log");
    site = await startProductionSite({ PUBLIC_CACHE_MS: "60000", ACCESS_LOG: "true", LOG_LEVEL: "info" }, { logFile });
    const { blogs } = (await (await fetch(`${site.apiUrl}/api/blogs`)).json()) as { blogs: Array<{ _id: string; slug: string }> };
    postPath = `/blog/${blogs[0]!._id}/${blogs[0]!.slug}`;
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    if (logDir) rmSync(logDir, { recursive: true, force: true });
  });

  it("a cold burst of 50 first views of a post and of a content page renders each once, within the memory budget", async () => {
    let peak = site.webRssMb();
    const sampler = setInterval(() => (peak = Math.max(peak, site.webRssMb())), 20);
    try {
      for (const target of [postPath, "/about"]) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => send({ method: "GET", target, headers: [["Accept", "text/html"], ["Accept-Encoding", "gzip, br"]] }, undefined, 20_000)),
        );
        expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
        expect(answers.filter((res) => res.headers["x-cache"] === "MISS"), target).toHaveLength(1);
      }
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeLessThan(MEMORY_BUDGET_MB);
  }, 60_000);

  it("/__manifest naming 240 eleven-segment paths in 7 KB is refused before Remix matches them, and real discovery still works", async () => {
    const version = (await (await fetch(`${site.url}/contact`)).text()).match(/manifest-([0-9a-f]+)\.js/)?.[1];
    expect(version).toBeTruthy();
    const paths = Array.from({ length: 240 }, (_, i) => `p=/x${i}/b/c/d/e/f/g/h/i/j/k`).join("&");
    const target = `/__manifest?${paths}&version=${version}`;
    expect(target.length).toBeLessThan(7_680);
    const work = Promise.all(Array.from({ length: 4 }, () => send({ method: "GET", target }, undefined, 2_000)));
    for (const res of await work) expect(res.status).toBe(400);
    const real = await send({ method: "GET", target: `/__manifest?p=${encodeURIComponent(postPath)}&p=%2Fabout&p=%2Fur%2Fblogs&version=${version}` });
    expect(real.status).toBe(200);
    expect(Object.keys(JSON.parse(real.body.toString()) as object)).toContain("routes/blog.$id.$slug");
  });

  it("eight addresses with eight slow bodies each do not turn away a ninth address's form", async () => {
    const tricklers = Array.from({ length: 64 }, (_, i) => trickle(site.port, `127.0.0.${41 + (i % 8)}`, "/contact", 65_000, site.url));
    try {
      await new Promise((r) => setTimeout(r, 1_000));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          send({ method: "POST", target: "/contact", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Accept", "text/html"], ["Origin", site.url]], body: Buffer.from("name=Ayesha&message=") }, "127.0.0.60"),
        ),
      );
      // A validation error: the form was read, not refused as busy.
      expect(answers.map((res) => res.status)).toEqual(Array(5).fill(400));
      // The slots they took came from the senders holding the most, each told to come back later.
      const told = await Promise.all(tricklers.map((t) => Promise.race([t.answer, new Promise<string>((r) => setTimeout(() => r(""), 2_000))])));
      const busy = told.filter((answer) => answer !== "");
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) expect(answer).toMatch(/^HTTP\/1\.1 503 [^]*Retry-After: 5/i);
    } finally {
      for (const t of tricklers) t.close();
    }
  }, 30_000);

  it("a POST that changes no public page (a logout without a session, a refused login) leaves the cached pages; a staff post save drops them", async () => {
    const get = () => send({ method: "GET", target: "/about", headers: [["Accept", "text/html"]] });
    await get();
    expect((await get()).headers["x-cache"]).toBe("HIT");
    for (let i = 0; i < 10; i++) {
      const logout = await send({ method: "POST", target: "/logout", headers: [["Origin", site.url], ["Content-Type", "application/x-www-form-urlencoded"]], body: Buffer.from("") }, "127.0.0.61");
      expect(logout.status).toBe(302);
    }
    const wrong = await send({ method: "POST", target: "/login", headers: [["Origin", site.url], ["Content-Type", "application/x-www-form-urlencoded"]], body: Buffer.from("email=nobody%40site.test&password=wrong-password-123") }, "127.0.0.62");
    expect(wrong.status).toBe(401);
    expect((await get()).headers["x-cache"]).toBe("HIT");

    const signIn = await fetch(`${site.url}/login`, { method: "POST", body: new URLSearchParams(SITE_STAFF), redirect: "manual", headers: { Origin: site.url } });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect((await get()).headers["x-cache"]).toBe("HIT");
    const { blogs } = (await (await fetch(`${site.apiUrl}/api/blogs`)).json()) as { blogs: Array<{ _id: string }> };
    const id = blogs.at(-1)!._id;
    const deleted = await fetch(`${site.url}/blog-list/delete/${id}`, { method: "POST", body: new URLSearchParams({ id }), redirect: "manual", headers: { Origin: site.url, Cookie: cookie } });
    expect(deleted.status).toBeLessThan(400);
    expect((await get()).headers["x-cache"]).toBe("MISS");
  });

  const signIn = async (redirectTo?: string) => {
    const body = new URLSearchParams(SITE_STAFF);
    if (redirectTo !== undefined) body.set("redirectTo", redirectTo);
    const res = await fetch(`${site.url}/login`, { method: "POST", body, redirect: "manual", headers: { Origin: site.url } });
    return { res, cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
  };

  it("a sign-in whose redirectTo holds a character past U+00FF goes to the default page, not a 500 after the token was issued", async () => {
    for (const to of ["/\u3000/x", "/blog-list\uff0f", "/\u200bleads"]) {
      const { res, cookie } = await signIn(to);
      expect(res.status, JSON.stringify(to)).toBe(302);
      expect(res.headers.get("location")).toBe("/blog-list");
      expect(cookie).toContain("__session=");
    }
  });

  it("a revoked session gets nothing a live one gets: not treated as staff on public pages, no editor check, no large body, no _routes shortcut", async () => {
    const { cookie } = await signIn();
    // The shell's data names the signed-in staff member (SITE_STAFF is "Admin") only while the session lives.
    const staffLinks = async () => (await (await fetch(`${site.url}/about.data?_routes=root`, { headers: { Cookie: cookie } })).text()).includes('"Admin"');
    expect(await staffLinks()).toBe(true);
    const check = () => fetch(`${site.url}/blog-editor/check`, { method: "POST", headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" }, body: "title=x" });
    expect((await check()).status).toBe(200);
    const logout = await fetch(`${site.url}/logout`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: site.url } });
    expect(logout.status).toBe(302);
    // The old cookie, kept by someone who copied it before the logout.
    expect(await staffLinks()).toBe(false);
    expect((await check()).status).toBe(401);
    // The editor's multipart body path is for live staff only: 415 before 20 MB is read.
    await new Promise((r) => setTimeout(r, 5_500));
    const upload = await send({ method: "POST", target: "/blog-editor/save", headers: [["Cookie", cookie], ["Origin", site.url], ["Content-Type", "multipart/form-data; boundary=x"], ["Content-Length", String(20 * 1024 * 1024)]] });
    expect(upload.status).toBe(415);
    // A child route named alone in _routes: the layout's loader is skipped, the child's own guard is not.
    for (const headers of [{}, { Cookie: cookie }] as Array<Record<string, string>>) {
      const data = await fetch(`${site.url}/blog-create.data?_routes=routes/_admin.blog-create`, { headers, redirect: "manual" });
      expect(await data.text()).not.toContain("constraint");
    }
  });

  it("estimate tokens are shortened in the web and API logs", async () => {
    const token = "Zq3v9X0k1mB2nC4dE5fG6hJ7kL8mN9pQ_rS1tU2vW3x";
    await (await fetch(`${site.url}/estimate/${token}`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 300));
    const log = readFileSync(logFile, "utf8");
    expect(log).toContain("/api/leads/estimates/Zq3v…");
    expect(log).toContain("/estimate/Zq3v…");
    expect(log).not.toContain(token);
  });

  it("/ur/blogs is titled, described and canonical in Urdu; /Ur/blogs and /UR go to the real address", async () => {
    const html = await (await fetch(`${site.url}/ur/blogs`)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    expect(title).toMatch(/[\u0600-\u06ff]/);
    expect(html).toMatch(/<meta name="description" content="[^"]*[\u0600-\u06ff]/);
    expect(html).toContain(`<link rel="canonical" href="${site.url}/ur/blogs"/>`);
    for (const [from, to] of [["/Ur/blogs", "/ur/blogs"], ["/UR", "/ur"], ["/uR/blogs?page=2", "/ur/blogs?page=2"]]) {
      const res = await fetch(`${site.url}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });
});
