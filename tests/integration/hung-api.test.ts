import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionSite, startProductionSite } from "../support/site/production-site";
import { DEFAULT_LIVENESS } from "../../scripts/lib/supervisor";

/** SIGSTOP: the port accepts, no answer comes. Content pages answer within 2 s; the supervisor replaces the API within 45 s. */
const CONTENT_PAGES = ["/", "/service", "/house-moving-company", "/moving-company-lahore", "/about"];

let site: ProductionSite;
const lines: string[] = [];

beforeAll(async () => {
  site = await startProductionSite({}, { log: (line) => lines.push(line) });
}, 180_000);
afterAll(async () => {
  const pid = site?.site.api.pid;
  // A test that failed half-way must not leave a stopped process behind.
  if (pid) {
    try {
      process.kill(pid, "SIGCONT");
    } catch {
      // already gone
    }
  }
  await site?.stop();
});

/** The whole document, and how long it took. */
async function timedPage(path: string, timeoutMs: number): Promise<{ status: number; html: string; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${site.url}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
  const html = await response.text();
  return { status: response.status, html, ms: Date.now() - started };
}

describe("a hung API under npm start", () => {
  it("is replaced within 45 s while content pages keep answering within 2 s", async () => {
    const before = await timedPage("/", 10_000);
    expect(before.html).toContain('class="blog-grid"');

    const hung = site.site.api.pid!;
    process.kill(hung, "SIGSTOP");
    const stoppedAt = Date.now();

    // Every content page, whole, within 2 s; the home page without its posts section.
    for (const path of CONTENT_PAGES) {
      const page = await timedPage(path, 2_000);
      expect(page.status, path).toBe(200);
      expect(page.ms, path).toBeLessThan(2_000);
      expect(page.html, path).toContain("</html>");
    }
    const home = await timedPage("/", 2_000);
    expect(home.html).toContain("Latest posts are unavailable right now");
    expect(home.html).not.toContain('class="blog-grid"');

    // The blog list's main content is the API's: it waits the API timeout (10 s, docs/requirements.md, Constants), then says so.
    const list = await timedPage("/blogs", 15_000);
    expect(list.status).toBe(503);
    expect(list.ms).toBeGreaterThanOrEqual(9_500);
    expect(list.html).toContain("Failed to fetch blogs.");

    // Replaced: a new process answers, the stopped one is gone.
    const back = () => lines.some((line) => /API is back \(pid \d+\)/.test(line));
    while (site.site.api.pid === hung || !back() || !(await fetch(`${site.apiUrl}/api/health`).then((r) => r.ok, () => false))) {
      expect(Date.now() - stoppedAt, `API not replaced; supervisor said:\n${lines.join("\n")}`).toBeLessThan(45_000);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(Date.now() - stoppedAt).toBeLessThan(45_000);
    expect(() => process.kill(hung, 0)).toThrow();
    const log = lines.join("\n");
    expect(log).toMatch(new RegExp(`API \\(pid ${hung}\\) stopped answering ${site.apiUrl}/api/health \\(${DEFAULT_LIVENESS.failures} checks in a row: no answer within ${DEFAULT_LIVENESS.timeoutMs} ms\\): killing it`));

    const after = await timedPage("/", 10_000);
    expect(after.html).toContain('class="blog-grid"');
  }, 90_000);
});
