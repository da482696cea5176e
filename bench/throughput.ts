import type { ProxyRecipe } from "../deploy/nginx/render";
import { startProxy } from "../deploy/nginx/standalone";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort, nginxWorkerCpuMs, type PageCopy, startStaticNginx } from "./nginx-static";
import { type Finding, type Row, type Section, judge } from "./report";
import { callgrindUnavailable, instructionsPerAnswer } from "./nginx-instructions";
import { type WrkResult, wrk } from "./wrk";

/** Median of rounds: load on the other core moves single runs by tens of %; ratios compare across machines, req/s does not (ADR 021). */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS || 10);
const ROUNDS = 3;
// DESIGN.md's budgets (anonymous cached page, as a ratio to nginx serving the same bytes).
const PROXY_MIN_RATIO = 0.9;
const SERVER_MIN_RATIO = 0.35;
const SERVER_P99_MS = 20;
/** The phase's budget in words, for the row that reports a phase that broke. */
export const THROUGHPUT_BUDGET = `front cache ≥ ${PROXY_MIN_RATIO * 100} %, server ≥ ${SERVER_MIN_RATIO * 100} % and p99 ≤ ${SERVER_P99_MS} ms`;
const HEADERS = { "Accept-Encoding": "gzip" };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (rps: number, p99: number) => `${rps.toFixed(0)} req/s, p99 ${p99.toFixed(1)} ms`;

type Run = WrkResult & { cpuUs?: number };

export async function measureAgainstNginx(webUrl: string, apiUrl: string, pages: Array<{ label: string; path: string }>): Promise<Section> {
  const copies: PageCopy[] = [];
  for (const page of pages) {
    const response = await fetch(webUrl + page.path, { headers: HEADERS });
    if (response.status !== 200) throw new Error(`${page.path}: ${response.status}`);
    copies.push({ path: page.path, html: await response.text(), headers: [...response.headers] });
  }
  const [staticPort, proxyPort, proxyApiPort] = [await freePort(), await freePort(), await freePort()];
  const nginx = await startStaticNginx(copies, staticPort);
  const proxy = await startProxy(proxyRecipe(proxyPort, proxyApiPort, webUrl, apiUrl));
  const rows: Row[] = [];
  const findings: Finding[] = [];
  try {
    const targets = (pagePath: string) => ({ nginx: nginx.urlOf(pagePath), server: webUrl + pagePath, proxy: `http://127.0.0.1:${proxyPort}${pagePath}` });
    for (const page of pages) {
      for (const [name, url] of Object.entries(targets(page.path))) {
        await wrk(url, { connections: CONNECTIONS, seconds: 2, headers: HEADERS });
        const check = await fetch(url, { headers: HEADERS });
        await check.arrayBuffer();
        if (check.status !== 200) throw new Error(`${name} ${page.path}: ${check.status}`);
        if (name === "proxy" && !/HIT|STALE|UPDATING/.test(check.headers.get("x-proxy-cache") ?? "")) {
          throw new Error(`the front proxy does not answer ${page.path} from its cache (X-Proxy-Cache: ${check.headers.get("x-proxy-cache")})`);
        }
      }
    }
    // CPU per answer hardly moves when other work loads the machine; req/s does.
    const proxyMaster = Number(readFileSync(path.join(proxy.dir, "nginx.pid"), "utf8"));
    const cpuOf: Record<string, () => number | undefined> = { nginx: () => nginxWorkerCpuMs(nginx.pid), proxy: () => nginxWorkerCpuMs(proxyMaster), server: () => undefined };
    const results = new Map<string, Run[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of pages) {
        for (const [name, url] of Object.entries(targets(page.path))) {
          const cpuBefore = cpuOf[name]!();
          const result = await wrk(url, { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS });
          const cpuAfter = cpuOf[name]!();
          if (result.failed > 0) throw new Error(`${name} ${page.path}: ${result.failed} failed answers out of ${result.requests}`);
          const key = `${name} ${page.path}`;
          const cpuUs = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / result.requests;
          results.set(key, [...(results.get(key) ?? []), { ...result, cpuUs }]);
        }
      }
    }
    for (const page of pages) {
      const of = (name: string) => {
        const runs = results.get(`${name} ${page.path}`)!;
        const cpu = runs.every((r) => r.cpuUs !== undefined) ? median(runs.map((r) => r.cpuUs!)) : undefined;
        return { rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99Ms)), cpu, runs };
      };
      const base = of("nginx");
      const server = of("server");
      const proxied = of("proxy");
      const runsText = (r: ReturnType<typeof of>) =>
        r.runs.map((run) => run.rps.toFixed(0)).join(" / ") + (r.cpu === undefined ? "" : `; worker CPU ${r.cpu.toFixed(1)} µs per answer`);
      rows.push({
        measure: "Cached page vs nginx",
        subject: `${page.label}: nginx gzip_static (baseline)`,
        result: `${fmt(base.rps, base.p99)} (runs ${runsText(base)})`,
        budget: "—",
        status: "INFO",
      });
      const serverRatio = server.rps / base.rps;
      const serverOk = serverRatio >= SERVER_MIN_RATIO && server.p99 <= SERVER_P99_MS;
      rows.push({
        measure: "Cached page vs nginx",
        subject: `${page.label}: our server alone`,
        result: `${(serverRatio * 100).toFixed(1)} % of nginx — ${fmt(server.rps, server.p99)} (runs ${runsText(server)})`,
        budget: `≥ ${SERVER_MIN_RATIO * 100} %, p99 ≤ ${SERVER_P99_MS} ms`,
        status: judge(serverOk),
      });
      const proxyRatio = proxied.rps / base.rps;
      const proxyOk = proxyRatio >= PROXY_MIN_RATIO;
      rows.push({
        measure: "Cached page vs nginx",
        subject: `${page.label}: through the front cache`,
        result: `${(proxyRatio * 100).toFixed(1)} % of nginx — ${fmt(proxied.rps, proxied.p99)} (runs ${runsText(proxied)})`,
        budget: `≥ ${PROXY_MIN_RATIO * 100} %`,
        status: judge(proxyOk),
      });
      if (!serverOk || !proxyOk) {
        findings.push({
          title: `Cached page vs nginx ${page.label}: server ${(serverRatio * 100).toFixed(1)} % (p99 ${server.p99} ms), front cache ${(proxyRatio * 100).toFixed(1)} %`,
          lines: [
            `wrk -t1 -c${CONNECTIONS} -d${SECONDS}s -H "Accept-Encoding: gzip", ${ROUNDS} rounds alternating the three, medians.`,
            "Anonymous requests should be answered by the page cache (X-Cache: HIT) and the proxy's cache (X-Proxy-Cache: HIT); check PUBLIC_CACHE_MS and bench/.tmp/web.log.",
            "A busy machine lowers every ratio: the load average is in the report's header.",
          ],
        });
      }
    }
    rows.push(...(await countInstructions(copies, pages, webUrl, apiUrl)));
  } finally {
    await proxy.stop();
    await nginx.stop();
  }
  return { rows, findings };
}

function proxyRecipe(port: number, apiPort: number, webUrl: string, apiUrl: string): ProxyRecipe {
  return { listen: `127.0.0.1:${port}`, web: [new URL(webUrl).host], api: [new URL(apiUrl).host], apiListen: `127.0.0.1:${apiPort}`, apiClients: ["127.0.0.1"] };
}

/** The front cache keeps the page for the whole count (300 s), so only hits are counted. */
async function countInstructions(copies: PageCopy[], pages: Array<{ label: string; path: string }>, webUrl: string, apiUrl: string): Promise<Row[]> {
  const measure = "Cached page vs nginx";
  const unavailable = callgrindUnavailable();
  if (unavailable) return [{ measure, subject: "instructions per answer (callgrind)", result: unavailable, budget: "—", status: "SKIP" }];
  const rows: Row[] = [];
  for (const page of pages) {
    const baseline = await instructionsPerAnswer(
      {
        async start(wrap) {
          const nginx = await startStaticNginx(copies, await freePort(), { wrap });
          return { url: nginx.urlOf(page.path), stop: () => nginx.stop() };
        },
      },
      HEADERS,
    );
    const cached = await instructionsPerAnswer(
      {
        async start(wrap) {
          const [port, apiPort] = [await freePort(), await freePort()];
          const proxy = await startProxy({ ...proxyRecipe(port, apiPort, webUrl, apiUrl), pageCacheSeconds: 300 }, { wrap });
          return { url: `http://127.0.0.1:${port}${page.path}`, stop: () => proxy.stop() };
        },
      },
      HEADERS,
    );
    rows.push({
      measure,
      subject: `${page.label}: instructions per answer (callgrind)`,
      result: `front cache ${Math.round(cached).toLocaleString("en")}, nginx gzip_static ${Math.round(baseline).toLocaleString("en")}: ${(cached / baseline).toFixed(2)}×`,
      budget: "—",
      status: "INFO",
    });
  }
  return rows;
}
