import { existsSync, readFileSync, readdirSync } from "node:fs";
import autocannon from "autocannon";
import { type Finding, type Row, type Section, type Status } from "./report";
import { BROWSER_HEADERS } from "./requests";

const CONNECTIONS = 10;

/** A leak keeps growing, a warm cache does not: two soaks. A soak cut by its time cap cannot pass, only fail or error. */

const SOAK_REQUESTS = 10_000;
const SECOND_SOAK_REQUESTS = 4_000;
export const SOAK_MAX_S = 170;
export const SECOND_SOAK_MAX_S = 50;
const MEMORY_BUDGET_MB = 250;
const FLAT_GROWTH = 0.1;

export interface Mem {
  rssMb: number;
  hwmMb: number;
  childrenMb: number;
}

function statusKb(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]);
}

function descendants(pid: number): number[] {
  const out: number[] = [];
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return out;
  for (const tid of readdirSync(tasks)) {
    let text = "";
    try {
      text = readFileSync(`${tasks}/${tid}/children`, "utf8");
    } catch {
      continue;
    }
    for (const child of text.split(/\s+/).filter(Boolean).map(Number)) out.push(child, ...descendants(child));
  }
  return out;
}

export function readMemory(pid: number): Mem {
  let childrenKb = 0;
  for (const child of descendants(pid)) {
    try {
      childrenKb += statusKb(child, "VmRSS");
    } catch {
      // exited meanwhile
    }
  }
  return { rssMb: statusKb(pid, "VmRSS") / 1024, hwmMb: statusKb(pid, "VmHWM") / 1024, childrenMb: childrenKb / 1024 };
}

interface Soak {
  done: number;
  wanted: number;
  seconds: number;
  text: string;
}

function soak(webUrl: string, paths: string[], amount: number, maxS: number): Promise<Soak> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined = undefined;
    const instance = autocannon(
      { url: webUrl, connections: CONNECTIONS, amount, headers: BROWSER_HEADERS, requests: paths.map((path) => ({ method: "GET", path })) },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
          return reject(new Error(`soak: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`));
        }
        const done = result.requests.total;
        resolve({
          done,
          wanted: amount,
          seconds: result.duration,
          text: `${done} of ${amount} req in ${result.duration.toFixed(0)} s (${(done / result.duration).toFixed(0)} req/s)`,
        });
      },
    );
    timer = setTimeout(() => instance.stop(), maxS * 1000);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const mb = (n: number) => `${n.toFixed(0)} MB`;

export async function measureMemory(
  webUrl: string,
  pids: { web: number; api: number },
  idle: { web: Mem; api: Mem },
  paths: string[],
  caps: { first: number; second: number } = { first: SOAK_MAX_S, second: SECOND_SOAK_MAX_S },
): Promise<Section> {
  const first = await soak(webUrl, paths, SOAK_REQUESTS, caps.first);
  await settle();
  const a = { web: readMemory(pids.web), api: readMemory(pids.api) };
  const second = await soak(webUrl, paths, SECOND_SOAK_REQUESTS, caps.second);
  await settle();
  const b = { web: readMemory(pids.web), api: readMemory(pids.api) };

  const growth = (x: number, y: number) => (y - x) / x;
  const totalA = a.web.rssMb + a.api.rssMb;
  const totalB = b.web.rssMb + b.api.rssMb;
  const peakTotal = Math.max(totalA, totalB);
  const totalGrowth = growth(totalA, totalB);
  const underBudget = peakTotal <= MEMORY_BUDGET_MB;
  const flat = totalGrowth < FLAT_GROWTH;
  const complete = first.done >= first.wanted && second.done >= second.wanted;
  const status: Status = !underBudget || !flat ? "FAIL" : complete ? "PASS" : "ERROR";
  const line = (name: "web" | "api") =>
    `idle ${mb(idle[name].rssMb)} → soak ${mb(a[name].rssMb)} → 2nd soak ${mb(b[name].rssMb)} (${(growth(a[name].rssMb, b[name].rssMb) * 100).toFixed(1)} %; peak ${mb(b[name].hwmMb)})` +
    (b[name].childrenMb > 0 ? ` + ${mb(b[name].childrenMb)} in child processes (not budgeted)` : "");
  const soaks = `soak ${first.text}; 2nd soak ${second.text}`;

  const rows: Row[] = [
    { measure: "Memory (RSS)", subject: "web (server/main.ts)", result: line("web"), budget: "—", status: "INFO" },
    { measure: "Memory (RSS)", subject: "API", result: line("api"), budget: "—", status: "INFO" },
    {
      measure: "Memory (RSS)",
      subject: "web + API after soak",
      result:
        `${mb(totalA)} → ${mb(totalB)} (${totalGrowth >= 0 ? "+" : ""}${(totalGrowth * 100).toFixed(1)} % over the 2nd soak)` +
        (complete ? "" : ` — soak incomplete within the time cap: ${soaks}`),
      budget: `≤ ${MEMORY_BUDGET_MB} MB, growth < ${FLAT_GROWTH * 100} %`,
      status,
    },
  ];
  const findings: Finding[] = [];
  if (status !== "PASS") {
    findings.push({
      title: `Memory: web + API ${mb(peakTotal)}${underBudget ? "" : ` (budget ${MEMORY_BUDGET_MB} MB)`}, ${(totalGrowth * 100).toFixed(1)} % growth${flat ? "" : " (not flat)"}${complete ? "" : ", soak incomplete"}`,
      lines: [
        `web: ${line("web")}`,
        `API: ${line("api")}`,
        `${soaks}; ${CONNECTIONS} connections cycling over ${paths.length} URLs (time caps ${caps.first.toFixed(0)} s and ${caps.second.toFixed(0)} s).`,
      ],
    });
  }
  return { rows, findings, notes: [`Memory: ${soaks}; URLs: ${paths.join(", ")}.`] };
}
