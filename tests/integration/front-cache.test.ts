import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxUnavailable, type RunningProxy, startProxy } from "../../deploy/nginx/standalone";
import { SITE_WIDE_HEADERS } from "../../server/security-headers";
import { CHROMIUM_FLAGS, chromiumPath } from "../../scripts/lib/chromium";
import { freePort } from "../../scripts/lib/free-port";
import { type ProductionSite, SITE_STAFF, startProductionSite, within } from "../support/site/production-site";

/**
 * The site as deployed: the production web server and API behind the
 * front proxy recipe (deploy/nginx, rendered and run by a real nginx on
 * loopback), with its front cache (README "Front cache", ADR 021).
 */
const PUBLIC_CACHE_MS = 1_000;
const PAGE_CACHE_SECONDS = 1;
/** How long a write may take to show: the proxy's copy, then the instance's, then one render (README "Front cache"). */
const WRITE_BOUND_MS = PAGE_CACHE_SECONDS * 1000 + PUBLIC_CACHE_MS + 1_000;

const skip = nginxUnavailable();

describe.skipIf(skip)(`front cache in the proxy recipe${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let site: ProductionSite;
  let proxy: RunningProxy;
  let front: string;
  let postPath: string;

  beforeAll(async () => {
    site = await startProductionSite({ PUBLIC_CACHE_MS: String(PUBLIC_CACHE_MS), TRUST_PROXY: "loopback" });
    const [port, apiPort] = [await freePort(), await freePort()];
    front = `http://127.0.0.1:${port}`;
    proxy = await startProxy({
      listen: `127.0.0.1:${port}`,
      web: [`127.0.0.1:${site.port}`],
      api: [new URL(site.apiUrl).host],
      apiListen: `127.0.0.1:${apiPort}`,
      apiClients: ["127.0.0.1"],
      pageCacheSeconds: PAGE_CACHE_SECONDS,
    });
    const { blogs } = (await (await fetch(`${site.apiUrl}/api/blogs`)).json()) as { blogs: Array<{ _id: string }> };
    const redirect = await fetch(`${front}/blog/${blogs[0]!._id}`, { redirect: "manual" });
    postPath = new URL(redirect.headers.get("location")!, front).pathname;
  }, 240_000);
  afterAll(async () => {
    await proxy?.stop();
    await site?.stop();
  });

  /** Asks until the proxy answers from its cache (the first asks fill it). */
  async function cachedAnswer(path: string, headers: Record<string, string> = {}): Promise<Response> {
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${front}${path}`, { headers: { "accept-encoding": "gzip", ...headers } });
      if (response.headers.get("x-proxy-cache") === "HIT") return response;
      await response.text();
    }
    throw new Error(`${path} never came from the proxy's cache`);
  }

  /** The front cache's file for a page (its key names the page), as text. */
  function storedCopy(path: string): string {
    const key = `KEY: http://${new URL(front).host}${path}\n`;
    const files = readdirSync(join(proxy.dir, "cache"), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const file of files) {
      const text = readFileSync(join(file.parentPath, file.name), "latin1");
      if (text.includes(key)) return text;
    }
    throw new Error(`no copy of ${path} in the front cache`);
  }

  /** Whether a page was rendered for a signed-in staff member (the root loader's data names them). */
  const forStaff = (html: string) => html.includes('\\"staff\\",{');

  async function staffCookie(): Promise<string> {
    const signIn = await fetch(`${front}/login`, { method: "POST", body: new URLSearchParams(SITE_STAFF), redirect: "manual" });
    expect(signIn.status).toBe(302);
    return signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  }

  it("serves an anonymous page from its cache: the same bytes for everyone, a CSP by hashes of exactly its inline scripts, no cookie", async () => {
    const first = await fetch(`${front}/about`);
    const firstHtml = await first.text();
    const hit = await cachedAnswer("/about", { cookie: "__src=e30" });
    const html = await hit.text();
    expect(html).toBe(firstHtml);
    expect(hit.headers.get("set-cookie")).toBeNull();
    // The proxy replays the stored copy with its length, not as a chunked stream.
    expect(hit.headers.get("transfer-encoding")).toBeNull();
    expect(Number(hit.headers.get("content-length"))).toBeGreaterThan(0);
    const policy = hit.headers.get("content-security-policy")!;
    expect(policy).not.toMatch(/nonce|script-src[^;]*unsafe-inline/);
    // An empty script element runs nothing, so it needs no hash (HTML "prepare the script element").
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, text]) => !/src=|json/.test(attributes!) && text !== "");
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline) expect(policy).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
    expect(hit.headers.get("x-frame-options")).toBe("DENY");
  });

  it("stores a page without the site-wide security headers and says each of them once itself, fresh or from its cache", async () => {
    const first = await fetch(`${front}/moving-company-karachi`, { headers: { "accept-encoding": "gzip" } });
    await first.arrayBuffer();
    const hit = await cachedAnswer("/moving-company-karachi");
    for (const answer of [first, hit]) {
      // Once each: two copies would read "DENY, DENY".
      for (const [name, value] of SITE_WIDE_HEADERS) expect(answer.headers.get(name), name).toBe(value);
      expect(answer.headers.get("content-security-policy")).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    }
    // The copy on disk: the page's own headers (its policy, caching, type), none of the site-wide ones.
    const stored = storedCopy("/moving-company-karachi");
    const headerBlock = stored.slice(stored.indexOf("\nHTTP/1.1 200"), stored.indexOf("\r\n\r\n")).toLowerCase();
    expect(headerBlock).toContain("content-security-policy:");
    expect(headerBlock).toContain("cache-control: public");
    for (const [name] of SITE_WIDE_HEADERS) expect(headerBlock).not.toContain(`${name}:`);
  });

  it("never gives a signed-in staff member a cached page, and never stores what they are answered", async () => {
    const cookie = await staffCookie();
    // A page nobody has asked for yet, one that hydrates (its data names the staff member): the staff member is the first.
    const path = "/blogs?from=staff";
    const staff = await fetch(`${front}${path}`, { headers: { cookie } });
    expect(staff.headers.get("x-proxy-cache")).toBe("BYPASS");
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    const staffHtml = await staff.text();
    expect(forStaff(staffHtml)).toBe(true);
    const anonymous = await fetch(`${front}${path}`);
    expect(anonymous.headers.get("x-proxy-cache")).toBe("MISS");
    expect(forStaff(await anonymous.text())).toBe(false);
    // And once the page is cached for visitors, staff are still passed through to their own page.
    await cachedAnswer(path);
    const again = await fetch(`${front}${path}`, { headers: { cookie } });
    expect(again.headers.get("x-proxy-cache")).toBe("BYPASS");
    expect(forStaff(await again.text())).toBe(true);
  });

  it("never keeps Remix's data answers (client navigations): each goes to an instance", async () => {
    for (let i = 0; i < 3; i++) {
      const data = await fetch(`${front}/about.data`, { headers: { "accept-encoding": "gzip" } });
      expect(data.status).toBe(200);
      expect(data.headers.get("x-proxy-cache")).toBeNull();
      expect(data.headers.get("x-cache")).not.toBe("HIT");
      await data.text();
    }
  });

  it("lets a first page that another site sent through to the instance, which notes the source with a cookie only that visitor gets", async () => {
    await cachedAnswer("/house-moving-company");
    const landing = await fetch(`${front}/house-moving-company`, {
      headers: { referer: "https://www.google.com/", accept: "text/html", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" },
    });
    expect(landing.headers.get("x-proxy-cache")).toBe("BYPASS");
    expect(landing.headers.get("cache-control")).toBe("private, no-store");
    expect(landing.headers.get("set-cookie")).toMatch(/^__src=/);
    const next = await fetch(`${front}/house-moving-company`);
    expect(next.headers.get("x-proxy-cache")).toMatch(/HIT|STALE|UPDATING/);
    expect(next.headers.get("set-cookie")).toBeNull();
  });

  it(`shows a comment sent through the site, and a post saved through the API, to visitors within ${WRITE_BOUND_MS} ms`, async () => {
    await cachedAnswer(postPath);
    const posted = await fetch(`${front}${postPath}`, {
      method: "POST",
      body: new URLSearchParams({ name: "Front Cache Farah", commentText: "Seen behind the proxy" }),
      redirect: "manual",
      headers: { Origin: front },
    });
    expect(posted.status).toBe(302);
    await within(WRITE_BOUND_MS, async () => (await (await fetch(`${front}${postPath}`)).text()).includes("Front Cache Farah"));

    await cachedAnswer("/blogs");
    const login = await fetch(`${site.apiUrl}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(SITE_STAFF) });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append("title", "Packing glassware behind a front cache");
    form.append("status", "published");
    const saved = await fetch(`${site.apiUrl}/api/blogs`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    expect(saved.status).toBe(201);
    await within(WRITE_BOUND_MS, async () => (await (await fetch(`${front}/blogs`)).text()).includes("Packing glassware behind a front cache"));
  });

  describe("in a browser", () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: chromiumPath(process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE), args: CHROMIUM_FLAGS });
    }, 60_000);
    afterAll(async () => browser?.close());

    it("a cached page hydrates, and its CSP still blocks a script injected into it", async () => {
      await cachedAnswer("/blogs");
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const served: string[] = [];
      // The page as the proxy's cache holds it, with one script added as if it had slipped through into the markup.
      await page.route(`${front}/blogs`, async (route) => {
        const response = await route.fetch();
        served.push(response.headers()["x-proxy-cache"] ?? "none");
        const html = (await response.text()).replace("</main>", "<script>window.__injected = true</script></main>");
        await route.fulfill({ response, body: html });
      });
      await page.goto(`${front}/blogs`);
      await page.waitForLoadState("networkidle");
      // From the proxy's cache: fresh (HIT) or, when the browser started slowly past the copy's lifetime, its stale copy while it refreshes.
      expect(served).toHaveLength(1);
      expect(served[0]).toMatch(/^(HIT|STALE|UPDATING)$/);
      expect(violations).toHaveLength(1);
      // Our own scripts ran (hydration): the header search became a button that opens its dialog.
      await page.getByTestId("header-search").click();
      await expect.poll(() => page.getByRole("dialog", { name: "Search the site" }).isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
      expect(violations.length).toBe(1);
      expect(violations[0]).toMatch(/inline script/);
      await page.close();
    }, 60_000);
  });
});
