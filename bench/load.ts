import autocannon from "autocannon";
import { type Mem, readMemory } from "./memory";
import { type Finding, type Row, type Section, judge } from "./report";
import { BROWSER_HEADERS } from "./requests";

/** RSS is compared with the sample after 15 s: the warm-up grows the heap once, a leak keeps growing. */
const LOAD_CONNECTIONS = 50;
const LOAD_SECONDS = 60;
const WARM_SECONDS = 15;
const SAMPLE_EVERY_S = 5;
const FLAT_GROWTH = 0.1;
const TIMEOUT_S = 10;
const P99_BUDGET_MS = 300;
export async function measureLoad(webUrl: string, pids: { web: number; api: number }, paths: string[]): Promise<Section> {
  const samples: Array<{ at: number; web: Mem; api: Mem }> = [];
  const sample = (at: number) => samples.push({ at, web: readMemory(pids.web), api: readMemory(pids.api) });
  sample(0);
  const started = Date.now();
  const sampler = setInterval(() => sample(Math.round((Date.now() - started) / 1000)), SAMPLE_EVERY_S * 1000);
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: webUrl,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      timeout: TIMEOUT_S,
      headers: BROWSER_HEADERS,
      requests: paths.map((path) => ({ method: "GET", path })),
    });
  } finally {
    clearInterval(sampler);
  }
  sample(Math.round((Date.now() - started) / 1000));

  const total = (s: (typeof samples)[number]) => s.web.rssMb + s.api.rssMb;
  const warm = samples.find((s) => s.at >= WARM_SECONDS) ?? samples[0]!;
  const end = samples.at(-1)!;
  const growth = (total(end) - total(warm)) / total(warm);
  const failures = result.errors + result.timeouts + result.non2xx;
  const ok = failures === 0 && growth < FLAT_GROWTH && result.latency.p99 <= P99_BUDGET_MS;
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  const rows: Row[] = [
    {
      measure: "Load",
      subject: `${LOAD_CONNECTIONS} connections × ${LOAD_SECONDS} s over ${paths.length} public URLs`,
      result:
        `${result.requests.total} requests, ${failures} failed (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx) · ` +
        `${result.requests.average.toFixed(0)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ` +
        `web + API ${mb(total(warm))} at ${warm.at} s → ${mb(total(end))} at ${end.at} s (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %)`,
      budget: `0 failed, p99 ≤ ${P99_BUDGET_MS} ms, memory growth < ${FLAT_GROWTH * 100} % after ${WARM_SECONDS} s`,
      status: judge(ok),
    },
  ];
  const findings: Finding[] = [];
  if (!ok) {
    findings.push({
      title: `Load: ${failures} failed request(s), p99 ${result.latency.p99} ms, memory ${(growth * 100).toFixed(1)} % growth`,
      lines: [
        `Status codes: ${JSON.stringify(result.statusCodeStats ?? {})}; errors ${result.errors}, timeouts ${result.timeouts} (${TIMEOUT_S} s limit).`,
        `RSS samples (s: web + API): ${samples.map((s) => `${s.at}: ${mb(s.web.rssMb)} + ${mb(s.api.rssMb)}`).join(", ")}.`,
      ],
    });
  }
  return {
    rows,
    findings,
    notes: [`Load: RSS every ${SAMPLE_EVERY_S} s (web + API): ${samples.map((s) => `${s.at} s ${mb(total(s))}`).join(", ")}.`],
  };
}
