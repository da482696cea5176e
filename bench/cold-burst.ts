import { readMemory } from "./memory";
import { judge, type Row, type Section } from "./report";
import { BROWSER_HEADERS } from "./requests";

const BURST = 50;
const MEMORY_BUDGET_MB = 250;
const SAMPLE_MS = 10;

/** Concurrent misses of one page wait for one render; before, 50 took the process past 900 MB. */
export async function measureColdBurst(webUrl: string, webPid: number, pages: Array<{ label: string; path: string }>): Promise<Section> {
  const rows: Row[] = [];
  const lines: string[] = [];
  for (const page of pages) {
    const before = readMemory(webPid).rssMb;
    let peak = before;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, readMemory(webPid).rssMb);
      } catch {
        // the process is gone: the burst's own answers say so
      }
    }, SAMPLE_MS);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const res = await fetch(`${webUrl}${page.path}`, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        return { status: res.status, cache: res.headers.get("x-cache") ?? "-" };
      }),
    );
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, readMemory(webPid).rssMb);
    const renders = answers.filter((a) => a.cache === "MISS").length;
    const failed = answers.filter((a) => a.status !== 200).length;
    rows.push({
      measure: "Cold burst RSS peak",
      subject: `${BURST} × ${page.label}`,
      result: `${peak.toFixed(0)} MB (from ${before.toFixed(0)}), ${renders} render(s), ${failed} failed, ${(ms / 1000).toFixed(1)} s`,
      budget: `≤ ${MEMORY_BUDGET_MB} MB, 0 failed`,
      status: judge(peak <= MEMORY_BUDGET_MB && failed === 0),
    });
    lines.push(`${page.label}: X-Cache ${[...new Set(answers.map((a) => a.cache))].join("/")}, statuses ${[...new Set(answers.map((a) => a.status))].join("/")}`);
  }
  const failing = rows.some((row) => row.status === "FAIL");
  return { rows, findings: failing ? [{ title: "Cold burst over budget", lines }] : [], notes: lines };
}
