import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_WIDE_FINGERPRINT, SITE_WIDE_HEADERS } from "../../server/security-headers";
import { rawRequest, type RawRequest, type RawResponse } from "../support/api/raw-http";
import { actionPaths } from "../support/site/build-routes";
import { type ProductionSite, SITE_STAFF, startProductionSite, within } from "../support/site/production-site";

/**
 * The production web server (server/) as `npm start` runs it,
 * attacked from outside over loopback. Every answer below would have been a
 * crash, a 5xx or a missing header with remix-serve.
 */

const form = (body: string, headers: Array<[string, string]> = []): Omit<RawRequest, "method" | "target"> => ({
  headers: [["Content-Type", "application/x-www-form-urlencoded"], ...headers],
  body: Buffer.from(body),
});

describe("production web server", () => {
  let site: ProductionSite;
  let postPath: string;
  let postId: string;
  const send = (request: RawRequest, localAddress?: string) => rawRequest(site.port, request, { localAddress, timeoutMs: 30_000 });

  beforeAll(async () => {
    site = await startProductionSite({ SUPERVISOR_MIN_DELAY_MS: "3000" });
    const { blogs } = (await (await fetch(`${site.apiUrl}/api/blogs`)).json()) as { blogs: Array<{ _id: string }> };
    postId = blogs[0]!._id;
    const redirect = await fetch(`${site.url}/blog/${postId}`, { redirect: "manual" });
    postPath = new URL(redirect.headers.get("location")!, site.url).pathname;
  }, 240_000);
  afterAll(() => site?.stop());

  describe("bodies are capped while they stream", () => {
    it("answers a 20 MB url-encoded POST to /contact with 413 and a readable page, memory flat", async () => {
      const before = site.webRssMb();
      const res = await send({ method: "POST", target: "/contact", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Accept", "text/html"]], body: Buffer.alloc(20 * 1024 * 1024, "a") });
      expect(res.status).toBe(413);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body.toString()).toContain("The form is too large (at most 64 KB)");
      expect(site.webRssMb() - before).toBeLessThan(40);
    });

    it("answers a 60 MB chunked POST to a post's comment action with 413 (no Content-Length to trust), memory flat", async () => {
      const before = site.webRssMb();
      const res = await send({ method: "POST", target: postPath, ...form(""), body: Buffer.alloc(60 * 1024 * 1024, "b"), chunked: true, chunkSize: 256 * 1024 });
      expect(res.status).toBe(413);
      expect(site.webRssMb() - before).toBeLessThan(40);
      expect(site.webRssMb()).toBeLessThan(250);
      // Still serving.
      expect((await fetch(`${site.url}/`)).status).toBe(200);
    });

    it("refuses a body that lies about its length once the real bytes pass the cap", async () => {
      // Declares 1 KB, sends 100 KB: Node's parser reads only the declared bytes; the rest is a malformed next request.
      const lying = await send({ method: "POST", target: "/login", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Content-Length", "1024"]], body: Buffer.alloc(100 * 1024, "c") });
      expect(lying.status).toBeLessThan(500);
    });

    it("a signed-in staff member's editor upload gets the image limit, a visitor's multipart 415", async () => {
      const boundary = "----editor";
      const multipart = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="uploads"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.alloc(1024 * 1024, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers: Array<[string, string]> = [["Content-Type", `multipart/form-data; boundary=${boundary}`]];
      const visitor = await send({ method: "POST", target: "/blog-editor/save", headers, body: multipart });
      expect(visitor.status).toBe(415);

      const signIn = await fetch(`${site.url}/login`, {
        method: "POST",
        body: new URLSearchParams({ email: SITE_STAFF.email, password: SITE_STAFF.password }),
        redirect: "manual",
      });
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      const staff = await send({ method: "POST", target: "/blog-editor/save", headers: [...headers, ["Cookie", cookie]], body: multipart });
      // Read in full and judged on its content (no title, not a real PNG): a form error, not a size refusal.
      expect(staff.status).toBe(400);
      expect(JSON.parse(staff.body.toString())).toMatchObject({ status: "error" });
    });
  });

  describe("4xx, never 5xx, for requests no route takes", () => {
    it("TRACE and PATCH get 405 with Allow; PUT and DELETE on /contact and /login too", async () => {
      for (const [method, target] of [["TRACE", "/"], ["PATCH", "/contact"], ["PUT", "/login"], ["DELETE", "/contact"], ["TRACE", "/blogs"]] as const) {
        const res = await send({ method, target });
        expect(res.status, `${method} ${target}`).toBe(405);
        expect(res.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      }
    });

    it("a malformed Host gets 400", async () => {
      for (const host of ["bad host", "evil.example/x", "x:99999", ""]) {
        const res = await send({ method: "GET", target: "/", headers: [["Host", host]] });
        expect(res.status, JSON.stringify(host)).toBe(400);
      }
    });

    it("JSON, text/plain and broken multipart bodies get 415 or 400", async () => {
      for (const target of ["/contact", "/book", "/login", postPath]) {
        for (const [type, body] of [["application/json", "{}"], ["text/plain", "a=b"], ["multipart/form-data; boundary=zz", "--zz\r\nbroken"]]) {
          const res = await send({ method: "POST", target, headers: [["Content-Type", type!]], body: Buffer.from(body!) });
          expect([400, 415], `${type} to ${target}`).toContain(res.status);
        }
      }
    });

    it("a comment posted to a post's address with a stray slug (control characters included) is answered, not a 500", async () => {
      const target = `/blog/${postId}/%DB%AEBP%E7%BC%8D-%07%25-x`;
      const res = await send({ method: "POST", target, ...form("name=Slug+Tester&commentText=hello", [["Origin", site.url]]) });
      expect(res.status).toBe(302);
      expect(res.headers.location).toMatch(new RegExp(`^/blog/${postId}/[^\\s]*#comments$`));
      expect([...res.headers.location!].some((c) => c.charCodeAt(0) < 0x20)).toBe(false);
    });

    it("a bare POST with no body and no Content-Type is an empty form, not a crash", async () => {
      for (const target of ["/contact", "/login", postPath, `/blog-edit/${postId}`]) {
        const res = await send({ method: "POST", target });
        expect(res.status, target).toBeLessThan(500);
      }
    });

    it("a CR/LF in redirectTo does not break the answer after login", async () => {
      const res = await send({ method: "POST", target: "/login", ...form(`email=${encodeURIComponent(SITE_STAFF.email)}&password=${encodeURIComponent(SITE_STAFF.password)}&redirectTo=%2Fa%0D%0ASet-Cookie%3A+x%3D1`) }, "127.0.0.5");
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe("/blog-list");
    });

    it("open redirect after login: /<TAB>/evil.example and other disguised hosts fall back to /blog-list", async () => {
      for (const redirectTo of ["%2F%09%2Fevil.example", "%2F%2Fevil.example", "%2F%5Cevil.example", "%2F%252F%252Fevil.example", "https%3A%2F%2Fevil.example"]) {
        const res = await send(
          { method: "POST", target: `/login?redirectTo=${redirectTo}`, ...form(`email=${encodeURIComponent(SITE_STAFF.email)}&password=${encodeURIComponent(SITE_STAFF.password)}&redirectTo=${redirectTo}`) },
          "127.0.0.5",
        );
        expect(res.status, redirectTo).toBe(302);
        expect(res.headers.location, redirectTo).toBe("/blog-list");
      }
      const kept = await send({ method: "POST", target: "/login", ...form(`email=${encodeURIComponent(SITE_STAFF.email)}&password=${encodeURIComponent(SITE_STAFF.password)}&redirectTo=%2Fleads%3Fstatus%3Dnew`) }, "127.0.0.5");
      expect(kept.headers.location).toBe("/leads?status=new");
    });
  });

  describe("one cross-site check for every action", () => {
    it("answers 403 to a cross-site POST to every action and its .data twin", async () => {
      const targets = await actionPaths({ id: postId, path: postPath });
      expect(targets).toEqual(expect.arrayContaining(["/contact", "/book", "/login", "/logout", "/blog-editor/save", "/blog-create", postPath]));
      for (const target of targets) {
        for (const url of [target, `${target === "/" ? "/_root" : target}.data`]) {
          for (const headers of [[["Origin", "https://evil.example"]], [["Sec-Fetch-Site", "cross-site"]], [["Origin", "null"]]] as Array<Array<[string, string]>>) {
            const res = await send({ method: "POST", target: url, ...form("a=b", headers) });
            expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(403);
            expect(res.body.toString()).toContain("Cross-site form posts are not accepted.");
          }
        }
      }
    });

    it("lets the same site's own posts through", async () => {
      const res = await send({ method: "POST", target: "/contact", ...form("name=&email=&message=", [["Origin", site.url], ["Sec-Fetch-Site", "same-origin"]]) });
      expect(res.status).toBe(400);
    });
  });

  it("puts nosniff and a CSP on every kind of answer", async () => {
    const requests: Array<[string, RawRequest]> = [
      ["page", { method: "GET", target: "/" }],
      ["content page", { method: "GET", target: "/house-moving-company" }],
      ["data", { method: "GET", target: "/blogs.data" }],
      ["RSS", { method: "GET", target: "/rss.xml" }],
      ["sitemap", { method: "GET", target: "/sitemap.xml" }],
      ["robots", { method: "GET", target: "/robots.txt" }],
      ["health", { method: "GET", target: "/healthz" }],
      ["region", { method: "GET", target: "/resources/region?lat=x" }],
      ["static file", { method: "GET", target: "/favicon.ico" }],
      ["missing hashed asset (404)", { method: "GET", target: "/assets/missing-0000.js" }],
      ["redirect", { method: "GET", target: "/blog-list" }],
      ["not found", { method: "GET", target: "/no-such-page" }],
      ["405", { method: "TRACE", target: "/" }],
      ["403", { method: "POST", target: "/contact", ...form("a=b", [["Origin", "https://evil.example"]]) }],
      ["editor save", { method: "POST", target: "/blog-editor/save", ...form("title=x") }],
      ["legacy _data (400)", { method: "GET", target: "/login?_data" }],
      // Answered by Node's parser itself, before any middleware: still with the headers.
      ["unparsable request line (400)", { method: "get", target: "/" }],
      ["headers too large (431)", { method: "GET", target: "/", headers: [["X-Big", "a".repeat(20_000)]] }],
      ["unknown Expect (417)", { method: "GET", target: "/", headers: [["Expect", "nonsense"]] }],
    ];
    const statuses = new Map<string, number>();
    for (const [kind, request] of requests) {
      const res: RawResponse = await send(request);
      statuses.set(kind, res.status);
      expect(res.headers["x-content-type-options"], kind).toBe("nosniff");
      expect(res.headers["content-security-policy"], kind).toMatch(/default-src '(none|self)'/);
      expect(res.headers["x-frame-options"], kind).toBe("DENY");
      // Plain http, no trusted proxy saying otherwise: no HSTS, no upgrade.
      expect(res.headers["strict-transport-security"], kind).toBeUndefined();
      expect(res.headers["content-security-policy"], kind).not.toContain("upgrade-insecure-requests");
    }
    expect(statuses.get("legacy _data (400)")).toBe(400);
    expect(statuses.get("unparsable request line (400)")).toBe(400);
    expect(statuses.get("headers too large (431)")).toBe(431);
    expect(statuses.get("unknown Expect (417)")).toBe(417);
    expect(statuses.get("missing hashed asset (404)")).toBe(404);
  });

  it("a hashed script goes out with what a script needs (type, nosniff, caching), none of a page's policies", async () => {
    const html = await (await fetch(`${site.url}/book`)).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    expect(scripts.length).toBeGreaterThan(3);
    for (const target of scripts) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const res = await send({ method: "GET", target, headers: [["Accept-Encoding", encoding]] });
        expect(res.status, target).toBe(200);
        const names = Object.keys(res.headers).filter((name) => !["date", "connection", "keep-alive", "content-length", "content-encoding"].includes(name)).sort();
        expect(names, `${target} ${encoding}`).toEqual(["cache-control", "content-type", "vary", "x-content-type-options"]);
        expect(res.headers["cache-control"]).toBe("max-age=31536000, immutable");
        expect(res.headers["content-type"]).toMatch(/^text\/(?:javascript|css); charset=utf-8$/i);
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
      }
    }
  });

  it("commenters' e-mail addresses are in neither a post's page nor its .data answer; websites link with nofollow ugc", async () => {
    const posted = await fetch(`${site.apiUrl}/api/comments`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.77" },
      body: JSON.stringify({ blogId: postId, name: "Private Parveen", email: "parveen.private@example.pk", website: "parveen.example.pk", commentText: "Thanks!" }),
    });
    expect(posted.status).toBe(201);
    const html = await (await fetch(`${site.url}${postPath}`)).text();
    expect(html).toContain("Private Parveen");
    expect(html).not.toContain("parveen.private@example.pk");
    expect(html).toMatch(/<a href="https:\/\/parveen\.example\.pk\/" rel="nofollow ugc noopener"><bdi>Private Parveen<\/bdi><\/a>/);
    const data = await (await fetch(`${site.url}${postPath}.data`)).text();
    expect(data).toContain("Private Parveen");
    expect(data).not.toContain("parveen.private@example.pk");
  });

  it("compresses pages for clients that accept gzip", async () => {
    const res = await send({ method: "GET", target: "/about", headers: [["Accept-Encoding", "gzip"]] });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  describe("rate limits key on the socket address when no proxy is trusted", () => {
    it("ten wrong logins from one address (each with a forged X-Forwarded-For) do not lock out staff at another", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await send({ method: "POST", target: "/login", ...form(`email=${encodeURIComponent(SITE_STAFF.email)}&password=wrong`, [["X-Forwarded-For", `198.51.100.${i}`]]) }, "127.0.0.1");
        statuses.push(res.status);
      }
      // The forged header was not believed: the fifth failure from 127.0.0.1 is the last.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      const staff = await send({ method: "POST", target: "/login", ...form(`email=${encodeURIComponent(SITE_STAFF.email)}&password=${encodeURIComponent(SITE_STAFF.password)}`) }, "127.0.0.2");
      expect(staff.status).toBe(302);
      expect(staff.headers.location).toBe("/blog-list");
    });

    it("parallel wrong logins through /login: only the limit is ever checked", async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => send({ method: "POST", target: "/login", ...form(`email=${encodeURIComponent(SITE_STAFF.email)}&password=wrong`) }, "127.0.0.3")),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    });
  });

  describe("supervision", () => {
    it("kill -9 of the API: pages still answer, /blogs shows 'Failed to fetch blogs.', and the API comes back by itself", async () => {
      const pid = site.site.api.pid!;
      process.kill(pid, "SIGKILL");
      await within(2_000, async () => (await fetch(`${site.apiUrl}/api/health`).catch(() => undefined)) === undefined);
      expect((await fetch(`${site.url}/house-moving-company`)).status).toBe(200);
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      const down = await (await fetch(`${site.url}/blogs`)).text();
      expect(down).toContain("Failed to fetch blogs.");
      // The supervisor starts a new API (after its backoff), and /blogs lists posts again. (The page
      // cache may answer a copy from before the kill meanwhile, so the API's own health decides.)
      await within(10_000, async () => (await fetch(`${site.apiUrl}/api/health`).catch(() => undefined))?.ok === true);
      expect(site.site.api.pid).not.toBe(pid);
      await within(10_000, async () => (await (await fetch(`${site.url}/blogs`)).text()).includes("READ MORE"));
    }, 30_000);

    it("kill -9 of the web server: the site is back within 10 s", async () => {
      const pid = site.site.web.pid!;
      process.kill(pid, "SIGKILL");
      await within(10_000, async () => (await fetch(`${site.url}/`)).status === 200);
      expect(site.site.web.pid).not.toBe(pid);
    }, 30_000);
  });
});

describe("behind a trusted proxy (TRUST_PROXY)", () => {
  let site: ProductionSite;
  beforeAll(async () => {
    site = await startProductionSite({ TRUST_PROXY: "127.0.0.1", PUBLIC_CACHE_MS: "60000" });
  }, 240_000);
  afterAll(() => site?.stop());
  const login = (password: string, from: string, forwardedFor?: string) =>
    rawRequest(site.port, {
      method: "POST",
      target: "/login",
      ...form(`email=${encodeURIComponent(SITE_STAFF.email)}&password=${encodeURIComponent(password)}`, forwardedFor ? [["X-Forwarded-For", forwardedFor]] : []),
    }, { localAddress: from });

  it("keys limits on the address the proxy appended, not on what the visitor wrote before it", async () => {
    // The visitor writes a different address each time; the proxy appends the real one (203.0.113.9).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login("wrong", "127.0.0.1", `10.9.9.${i}, 203.0.113.9`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another visitor behind the same proxy is not locked out.
    expect((await login(SITE_STAFF.password, "127.0.0.1", "203.0.113.10")).status).toBe(302);
  });

  it("believes X-Forwarded-For only from the trusted proxy's address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login("wrong", "127.0.0.4", `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("sends HSTS and upgrade-insecure-requests only when the proxy says the request came over https", async () => {
    const https = await rawRequest(site.port, { method: "GET", target: "/about", headers: [["X-Forwarded-Proto", "https"]] });
    expect(https.headers["strict-transport-security"]).toMatch(/max-age=/);
    expect(https.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const forged = await rawRequest(site.port, { method: "GET", target: "/about", headers: [["X-Forwarded-Proto", "https"]] }, { localAddress: "127.0.0.4" });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });

  it("leaves the site-wide security headers out of a cached page only for the trusted proxy that says it adds that very set", async () => {
    const page = (from: string, edge?: string) =>
      rawRequest(site.port, { method: "GET", target: "/house-moving-company", headers: edge ? [["X-Edge-Headers", edge]] : [] }, { localAddress: from });
    const withoutThem = (answer: RawResponse) => SITE_WIDE_HEADERS.every(([name]) => answer.headers[name] === undefined);
    const withThem = (answer: RawResponse) => SITE_WIDE_HEADERS.every(([name, value]) => answer.headers[name] === value);
    // The render that fills the page cache, then a hit: both as the proxy stores them.
    const rendered = await page("127.0.0.1", SITE_WIDE_FINGERPRINT);
    const hit = await page("127.0.0.1", SITE_WIDE_FINGERPRINT);
    expect([rendered.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(withoutThem(rendered) && withoutThem(hit)).toBe(true);
    // What belongs to the page stays.
    expect(hit.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(hit.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(hit.body.equals(rendered.body)).toBe(true);
    // The same stored page, to a visitor who forged the proxy's word, to a proxy with another set, and to anyone else.
    for (const answer of [await page("127.0.0.4", SITE_WIDE_FINGERPRINT), await page("127.0.0.1", "0123456789abcdef"), await page("127.0.0.1")]) {
      expect(answer.headers["x-cache"]).toBe("HIT");
      expect(withThem(answer)).toBe(true);
    }
  });
});

describe("configuration checked at start", () => {
  it("a bad variable stops the web server at once, naming it", async () => {
    const { spawnSync } = await import("node:child_process");
    const { projectRoot } = await import("../../scripts/lib/site");
    const { webServerCommand } = await import("../../scripts/lib/web-server");
    const command = webServerCommand(projectRoot, { ...process.env, NODE_ENV: "production", PORT: "0", SESSION_SECRET: "s", API_URL: "not a url", API_TIMEOUT_MS: "soon" });
    const run = spawnSync(process.execPath, command.args, { cwd: projectRoot, env: command.env, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Bad configuration of the web app");
    expect(run.stderr).toMatch(/API_URL: .*API_TIMEOUT_MS: /);
  });
});

describe("page cache before Remix routing", () => {
  let site: ProductionSite;
  let postPath: string;
  beforeAll(async () => {
    site = await startProductionSite({ PUBLIC_CACHE_MS: "60000" });
    const { blogs } = (await (await fetch(`${site.apiUrl}/api/blogs`)).json()) as { blogs: Array<{ _id: string }> };
    const redirect = await fetch(`${site.url}/blog/${blogs[0]!._id}`, { redirect: "manual" });
    postPath = new URL(redirect.headers.get("location")!, site.url).pathname;
  }, 240_000);
  afterAll(() => site?.stop());

  it("answers a shareable page from the cache before Express, the same bytes and headers it was first sent with", async () => {
    const first = await fetch(`${site.url}/blogs`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    // Whole, with its length, not streamed: a front cache keeps it as it is (no chunked copy to decode on every hit).
    expect(first.headers.get("transfer-encoding")).toBeNull();
    expect(Number(first.headers.get("content-length"))).toBeGreaterThan(0);
    const firstHtml = await first.text();
    const second = await fetch(`${site.url}/blogs`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstHtml);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(second.headers.get("content-security-policy")).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(second.headers.get("cross-origin-resource-policy")).toBe("same-site");
    expect(second.headers.get("set-cookie")).toBeNull();
  });

  it("a Host it would refuse is refused, even for a page the cache holds", async () => {
    await (await fetch(`${site.url}/blogs`)).text();
    const bad = await rawRequest(site.port, { method: "GET", target: "/blogs", headers: [["Host", "bad host!"]] });
    expect(bad.status).toBe(400);
  });

  it("a comment posted through the site clears it: the next visitor sees the comment", async () => {
    await (await fetch(`${site.url}${postPath}`)).text();
    expect((await fetch(`${site.url}${postPath}`)).headers.get("x-cache")).toBe("HIT");
    const posted = await fetch(`${site.url}${postPath}`, {
      method: "POST",
      body: new URLSearchParams({ name: "Fresh Farah", commentText: "Seen at once" }),
      redirect: "manual",
      headers: { Origin: site.url },
    });
    expect(posted.status).toBe(302);
    const after = await fetch(`${site.url}${postPath}`);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("Fresh Farah");
  });

  it("never gives a signed-in staff member or a visitor with a flash message the shared page", async () => {
    await (await fetch(`${site.url}/`)).text();
    expect((await fetch(`${site.url}/`)).headers.get("x-cache")).toBe("HIT");
    const signIn = await fetch(`${site.url}/login`, { method: "POST", body: new URLSearchParams(SITE_STAFF), redirect: "manual" });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const staff = await fetch(`${site.url}/`, { headers: { cookie } });
    expect(staff.headers.get("x-cache")).toBeNull();
    expect(staff.headers.get("cache-control")).toMatch(/private/);
  });
});
