import autocannon from "autocannon";
import { type Finding, type Row, type Section, judge } from "./report";

/**
 * Server-side rendering throughput: requests/s of public pages under
 * bounded concurrency (10 connections, 3 s warm-up, then 10 s), each as a
 * ratio to a static file served by the same remix-serve process in the same
 * run. The ratio cancels out the machine's speed; DESIGN.md budget: the blog
 * list renders at ≥ 40 % of the static rate. Requests send a browser's
 * Accept-Encoding, so compression is part of what is measured. autocannon
 * runs in the bench process on the same machine: both sides of the ratio pay
 * for that equally.
 */

export const CONNECTIONS = 10;
export const WARMUP_S = 3;
export const DURATION_S = 10;
export const BLOGS_MIN_RATIO = 0.4;
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

export async function load(url: string, durationS: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS, headers: BROWSER_HEADERS });
  return {
    rps: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

export async function measureThroughput(webUrl: string, staticPath: string, pages: Array<{ label: string; path: string }>): Promise<Section> {
  const rows: Row[] = [];
  const findings: Finding[] = [];
  const run = async (path: string) => {
    await load(webUrl + path, WARMUP_S);
    const r = await load(webUrl + path, DURATION_S);
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx answers and ${r.errors} errors/timeouts out of ${r.total}`);
    return r;
  };
  const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} req/s · p50 ${r.p50} ms · p99 ${r.p99} ms`;
  /** Document size and how much of it is inline <script> (loader data for hydration): bytes every render serialises and compresses. */
  const weigh = async (path: string) => {
    const html = await (await fetch(webUrl + path)).text();
    const inline = (html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []).reduce((sum, tag) => sum + tag.length, 0);
    return `HTML ${(html.length / 1024).toFixed(0)} KB, ${(inline / 1024).toFixed(0)} KB of it inline scripts`;
  };

  const base = await run(staticPath);
  rows.push({ measure: "SSR throughput", subject: `static ${staticPath} (baseline)`, result: fmt(base), budget: "—", status: "INFO" });
  for (const page of pages) {
    const budgeted = page.path === "/blogs";
    try {
      const size = await weigh(page.path);
      const r = await run(page.path);
      const ratio = r.rps / base.rps;
      const ok = ratio >= BLOGS_MIN_RATIO;
      rows.push({
        measure: "SSR throughput",
        subject: page.label,
        result: `${(ratio * 100).toFixed(1)} % of static — ${fmt(r)} (${size})`,
        budget: budgeted ? `≥ ${BLOGS_MIN_RATIO * 100} % of static` : "— (reported only)",
        status: budgeted ? judge(ok) : "INFO",
      });
      if (budgeted && !ok) {
        findings.push({
          title: `SSR throughput ${page.label}: ${(ratio * 100).toFixed(1)} % of static (budget ${BLOGS_MIN_RATIO * 100} %)`,
          lines: [
            `${page.path}: ${r.rps.toFixed(1)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms) vs ${staticPath}: ${base.rps.toFixed(1)} req/s, ${CONNECTIONS} connections, ${DURATION_S} s each.`,
            `Document: ${size}. Every request renders it, serialises the loader data into it and compresses it; the API calls of the loader are in bench/.tmp/api.log with their ms.`,
          ],
        });
      }
    } catch (error) {
      rows.push({ measure: "SSR throughput", subject: page.label, result: `measurement failed: ${(error as Error).message}`, budget: budgeted ? "≥ 40 % of static" : "—", status: "ERROR" });
    }
  }
  return { rows, findings };
}
