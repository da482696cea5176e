import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { type Finding, type Row, type Section, judge } from "./report";
import { BROWSER_HEADERS, CONNECTIONS } from "./throughput";

/**
 * Resident memory (VmRSS from /proc/<pid>/status) of the web and API
 * processes: idle after start, after a 10 000-request soak over mixed public
 * URLs, and after a second, shorter soak. DESIGN.md budget: web + API
 * ≤ 300 MB after the soak, and flat — total growth between the two post-soak
 * samples < 10 % (a leak keeps growing; a warm cache does not). jsdom
 * (DOMPurify) and per-request caches are the usual suspects.
 */

export const SOAK_REQUESTS = 10_000;
export const SECOND_SOAK_REQUESTS = 4_000;
export const MEMORY_BUDGET_MB = 300;
export const FLAT_GROWTH = 0.1;

export interface Mem {
  rssMb: number;
  hwmMb: number;
}

export function readMemory(pid: number): Mem {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]) / 1024;
  };
  return { rssMb: kb("VmRSS"), hwmMb: kb("VmHWM") };
}

async function soak(webUrl: string, paths: string[], amount: number): Promise<string> {
  const result = await autocannon({
    url: webUrl,
    connections: CONNECTIONS,
    amount,
    headers: BROWSER_HEADERS,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`soak: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`);
  }
  return `${result.requests.total} req in ${result.duration.toFixed(0)} s`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const mb = (n: number) => `${n.toFixed(0)} MB`;

/** `idle` is sampled by the caller right after start, before any other load. */
export async function measureMemory(
  webUrl: string,
  pids: { web: number; api: number },
  idle: { web: Mem; api: Mem },
  paths: string[],
): Promise<Section> {
  const first = await soak(webUrl, paths, SOAK_REQUESTS);
  await settle();
  const a = { web: readMemory(pids.web), api: readMemory(pids.api) };
  const second = await soak(webUrl, paths, SECOND_SOAK_REQUESTS);
  await settle();
  const b = { web: readMemory(pids.web), api: readMemory(pids.api) };

  const growth = (x: number, y: number) => (y - x) / x;
  const totalA = a.web.rssMb + a.api.rssMb;
  const totalB = b.web.rssMb + b.api.rssMb;
  const peakTotal = Math.max(totalA, totalB);
  const totalGrowth = growth(totalA, totalB);
  const underBudget = peakTotal <= MEMORY_BUDGET_MB;
  const flat = totalGrowth < FLAT_GROWTH;
  const line = (name: "web" | "api") =>
    `idle ${mb(idle[name].rssMb)} → soak ${mb(a[name].rssMb)} → +${SECOND_SOAK_REQUESTS} ${mb(b[name].rssMb)} (${(growth(a[name].rssMb, b[name].rssMb) * 100).toFixed(1)} %; peak ${mb(b[name].hwmMb)})`;

  const rows: Row[] = [
    { measure: "Memory (RSS)", subject: "web (remix-serve)", result: line("web"), budget: "—", status: "INFO" },
    { measure: "Memory (RSS)", subject: "API", result: line("api"), budget: "—", status: "INFO" },
    {
      measure: "Memory (RSS)",
      subject: "web + API after soak",
      result: `${mb(totalA)} → ${mb(totalB)} (${totalGrowth >= 0 ? "+" : ""}${(totalGrowth * 100).toFixed(1)} % over the second soak)`,
      budget: `≤ ${MEMORY_BUDGET_MB} MB, growth < ${FLAT_GROWTH * 100} %`,
      status: judge(underBudget && flat),
    },
  ];
  const findings: Finding[] = [];
  if (!underBudget || !flat) {
    findings.push({
      title: `Memory: web + API ${mb(peakTotal)}${underBudget ? "" : ` (budget ${MEMORY_BUDGET_MB} MB)`}, ${(totalGrowth * 100).toFixed(1)} % growth${flat ? "" : " (not flat)"}`,
      lines: [
        `web: ${line("web")}`,
        `API: ${line("api")}`,
        `Soaks: ${first}; then ${second}; ${CONNECTIONS} connections over ${paths.length} URLs: ${paths.join(", ")}`,
      ],
    });
  }
  return { rows, findings, notes: [`Memory soaks: ${first}, then ${second} (${CONNECTIONS} connections, URLs: ${paths.join(", ")}).`] };
}
