import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawHttpError, rawRequest, type RawResponse } from "../support/api/raw-http";
import { builtRoutes, concretePath } from "../support/site/build-routes";
import { type ProductionSite, SITE_STAFF, startProductionSite } from "../support/site/production-site";
import { generateWebCases, type WebFuzzCase, type WebRoute } from "../support/site/web-fuzz-cases";

/**
 * Nothing may answer 5xx and no process may crash. Routes that run the same code (a /ur twin, MDX pages) share most
 * of the cases, so time follows the code, not the pages editors write; 600 keeps this file near the others' total on
 * two cores. FUZZ_SEED=<n> replays a run; WEB_FUZZ_PER_ROUTE=5000 for a deeper one.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const PER_ROUTE = Number(process.env.WEB_FUZZ_PER_ROUTE) > 0 ? Number(process.env.WEB_FUZZ_PER_ROUTE) : 600;
const PER_FAMILY_MEMBER = Math.max(1, Math.round(PER_ROUTE / 5));
const CONCURRENCY = 8;

/** So that some cases get past parsing into validation. */
const FORM_FIELDS: Record<string, string[]> = {
  "/contact": ["name", "email", "phone", "message", "website_url", "intent"],
  "/book": ["name", "phone", "email", "fromCity", "fromArea", "toCity", "toArea", "moveDate", "flexibleDate", "service", "propertySize", "floor", "lift", "extras", "notes", "website_url", "step", "intent"],
  "/login": ["email", "password", "redirectTo"],
  "/blog-create": ["title", "shortDescription", "description", "tags", "status", "uploads", "uploadAlt"],
  "/blog-editor/save": ["title", "shortDescription", "description", "tags", "status", "uploads", "uploadAlt", "id", "existing"],
  "/leads": ["status", "q", "intent"],
};
const COMMENT_FIELDS = ["name", "email", "website", "commentText", "website_url", "intent", "commentId"];

function fieldsFor(pattern: string): string[] {
  if (FORM_FIELDS[pattern]) return FORM_FIELDS[pattern]!;
  if (pattern.startsWith("/blog/")) return COMMENT_FIELDS;
  if (pattern.startsWith("/blog-edit/")) return FORM_FIELDS["/blog-editor/save"]!;
  if (pattern.startsWith("/leads/")) return ["status", "notes", "intent"];
  return ["intent", "id"];
}

async function send(port: number, fuzz: WebFuzzCase, origin: string, staffCookie: string): Promise<RawResponse | RawHttpError> {
  const headers = (fuzz.request.headers ?? []).map(([name, value]) => [name, value === "__ORIGIN__" ? origin : value] as [string, string | Buffer]);
  if (fuzz.withStaffCookie) headers.push(["Cookie", staffCookie]);
  try {
    return await rawRequest(port, { ...fuzz.request, headers }, { timeoutMs: 30_000 });
  } catch (error) {
    // The server may close a connection it refuses: not a crash by itself.
    if (error instanceof RawHttpError && error.code !== "TIMEOUT") return error;
    throw error;
  }
}

describe("web server fuzz: every route, malformed requests", () => {
  let site: ProductionSite;
  let geocoder: Server;
  let routes: (WebRoute & { family: string; count?: number })[] = [];
  let staffCookie = "";

  beforeAll(async () => {
    // A local reverse-geocoding service that answers oddly, never the internet.
    let calls = 0;
    geocoder = createServer((_req, res) => {
      calls++;
      if (calls % 3 === 0) res.writeHead(502).end();
      else res.writeHead(200, { "content-type": "application/json" }).end(calls % 3 === 1 ? '{"principalSubdivision":"Sindh"}' : "not json");
    });
    await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
    site = await startProductionSite({ REVERSE_GEOCODE_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/reverse` }, process.env.WEB_FUZZ_LOG ? { logFile: process.env.WEB_FUZZ_LOG } : {});

    const { blogs } = (await (await fetch(`${site.apiUrl}/api/blogs`)).json()) as { blogs: Array<{ _id: string }> };
    const postId = blogs[0]!._id;
    const redirect = await fetch(`${site.url}/blog/${postId}`, { redirect: "manual" });
    const post = { id: postId, path: new URL(redirect.headers.get("location")!, site.url).pathname };

    const signIn = await fetch(`${site.url}/login`, { method: "POST", body: new URLSearchParams(SITE_STAFF), redirect: "manual" });
    staffCookie = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
    expect(staffCookie).toContain("__session=");

    const seen = new Set<string>();
    for (const route of await builtRoutes()) {
      const path = concretePath(route.pattern, post);
      if (seen.has(path)) continue;
      seen.add(path);
      routes.push({ path, action: route.hasAction, staff: route.staff, fields: fieldsFor(route.pattern), family: route.family });
    }
    routes = routes.sort((a, b) => a.path.localeCompare(b.path));
    const fuzzedFamilies = new Set<string>();
    for (const route of routes) {
      route.count = fuzzedFamilies.has(route.family) ? PER_FAMILY_MEMBER : PER_ROUTE;
      fuzzedFamilies.add(route.family);
    }
  }, 240_000);

  afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => geocoder?.close(resolve));
  });

  it("covers every kind of route the build declares", () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["/", "/contact", "/book", "/login", "/logout", "/blogs", "/rss.xml", "/sitemap.xml", "/healthz", "/blog-list", "/blog-create", "/blog-editor/save", "/leads", "/house-moving-company", "/moving-company-karachi", "/about", "/resources/region", "/resources/lead-check"]));
    expect(routes.filter((route) => route.staff).length).toBeGreaterThanOrEqual(5);
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  it(`answers ${PER_ROUTE} malformed requests per family of routes and ${PER_FAMILY_MEMBER} per other member with no 5xx, and no process restarts`, async () => {
    expect(routes.filter((route) => route.count === PER_ROUTE).length).toBeGreaterThanOrEqual(40);
    for (const route of routes.filter((r) => r.count !== PER_ROUTE)) expect(route.path, route.family).toMatch(/^\/ur\/|^\/[a-z-]+$/);
    const cases = routes.flatMap((route, index) => generateWebCases(route, route.count ?? PER_ROUTE, SEED + index));
    const failures: string[] = [];
    const statusCounts = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const fuzz = cases[next++]!;
        const answer = await send(site.port, fuzz, site.url, staffCookie);
        if (answer instanceof RawHttpError) {
          statusCounts.set(0, (statusCounts.get(0) ?? 0) + 1);
          continue;
        }
        statusCounts.set(answer.status, (statusCounts.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500 && failures.length < 20) {
          failures.push(`${answer.status} ${fuzz.route} [${fuzz.kind}] ${String(fuzz.request.target).slice(0, 160)} → ${answer.body.toString("utf8", 0, 200)}`);
        } else if (answer.status >= 500) failures.push("…");
        // A page without the headers every answer must carry is a failure too.
        if (answer.status < 500 && !answer.headers["x-content-type-options"] && failures.length < 20) {
          failures.push(`no nosniff: ${answer.status} ${fuzz.route} [${fuzz.kind}]`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    expect(failures).toEqual([]);
    expect(site.site.api.restartCount).toBe(0);
    expect(site.site.web.restartCount).toBe(0);
    const answered = [...statusCounts].filter(([status]) => status > 0).reduce((sum, [, n]) => sum + n, 0);
    expect(answered).toBeGreaterThan(cases.length * 0.9);
    expect(statusCounts.get(200) ?? 0).toBeGreaterThan(routes.length);
    for (const refusal of [400, 403, 404, 405, 413, 415]) expect(statusCounts.get(refusal) ?? 0, `status ${refusal}`).toBeGreaterThan(0);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    expect((await fetch(`${site.url}/blogs`)).status).toBe(200);
  }, 1_800_000);
});
