import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { runToEnd } from "../scripts/lib/processes";
import { DEFAULT_PG_URL, measureApiLatency } from "./api-latency";
import { measureLeadLatency } from "./lead-latency";
import { measureBundles } from "./bundle-size";
import { measureJsTransfer } from "./js-transfer";
import { withFloorPage } from "./floor-page";
import { BUDGET_TEXT as LIGHTHOUSE_BUDGET, type CpuSlowdown, measureLighthouse } from "./lighthouse";
import { measurePageWeight } from "./page-weight";
import { measureLoad } from "./load";
import { type MachineInfo, loadAverage, machineInfo } from "./machine";
import { measureColdBurst } from "./cold-burst";
import { SECOND_SOAK_MAX_S, SOAK_MAX_S, measureMemory, readMemory } from "./memory";
import { type Section, errorSection, renderMarkdown, renderTable, writeReport } from "./report";
import { type Site, postUrls, snapshotBuild, startSite } from "./site";
import { BUDGET as ROLLING_BUDGET, MEASURE as ROLLING, measureRollingRestart, SUBJECT as ROLLING_SUBJECT } from "./rolling-restart";
import { measureAgainstNginx, THROUGHPUT_BUDGET } from "./throughput";

/** `npm run bench`: budgets and BENCH_* settings in bench/README.md. On 2 cores order matters: static rows first, soaks last. */

const root = path.resolve(import.meta.dirname, "..");
const tmpDir = path.join(root, "bench/.tmp");
const resultsDir = path.join(root, "bench/results");
const port = Number(process.env.BENCH_PORT || 3200);
const apiPort = Number(process.env.BENCH_API_PORT || 4200);
const lhRuns = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3));
const pgUrl = process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL;
const onlyThroughput = process.env.BENCH_ONLY === "throughput";
const onlyLighthouse = process.env.BENCH_ONLY === "lighthouse";
const onlyJs = process.env.BENCH_ONLY === "js";
const onlyColdBurst = process.env.BENCH_ONLY === "cold-burst";
const onlyPages = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(",")) : null;
const lhCpus: CpuSlowdown[] = process.env.BENCH_LH_CPU === "4" ? [4] : process.env.BENCH_LH_CPU === "8" ? [8] : [4, 8];
const picked = <T extends { label: string }>(pages: T[]): T[] => (onlyPages ? pages.filter((p) => onlyPages.has(p.label) || (p.label.startsWith("/blog/") && onlyPages.has("post"))) : pages);
// A quiet full run took 24½ minutes on 2 cores (2026-11-29): a million leads 6½, Lighthouse 11, nginx 4, the rest 3.
const TIME_LIMIT_MS = 28 * 60_000;

const started = Date.now();
const phaseTimes: string[] = [];
let site: Site | undefined;
let snapshot: string | undefined;

function removeSnapshot() {
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
  snapshot = undefined;
}

const log = (text: string) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}\n`);

async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t0 = Date.now();
  log(`${name}…`);
  try {
    return await work();
  } finally {
    const s = ((Date.now() - t0) / 1000).toFixed(0);
    phaseTimes.push(`${name} ${s} s`);
    log(`${name} done in ${s} s`);
  }
}

async function guarded(measure: string, subject: string, budget: string, work: () => Promise<Section> | Section): Promise<Section> {
  try {
    return await work();
  } catch (error) {
    log(`${measure} failed: ${(error as Error).message}`);
    return errorSection(measure, subject, budget, error);
  }
}

/** 230 s kept for the load test, settling, stopping, the rolling restart and the report. */
function soakCaps(): { first: number; second: number } {
  const left = (TIME_LIMIT_MS - (Date.now() - started)) / 1000 - 230;
  const first = Math.max(20, Math.min(SOAK_MAX_S, left * 0.77));
  const second = Math.max(10, Math.min(SECOND_SOAK_MAX_S, left - first));
  if (first < SOAK_MAX_S || second < SECOND_SOAK_MAX_S) log(`soak caps lowered to ${first.toFixed(0)} s + ${second.toFixed(0)} s to finish within ${TIME_LIMIT_MS / 60_000} minutes`);
  return { first, second };
}

async function build(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === "1") {
    log("BENCH_SKIP_BUILD=1: using the existing build/");
    return;
  }
  const logFile = path.join(tmpDir, "build.log");
  const fd = openSync(logFile, "w");
  try {
    await runToEnd("npm", ["run", "build"], { cwd: root, stdio: ["ignore", fd, fd] });
  } catch (error) {
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    throw new Error(`npm run build failed:\n${tail}`, { cause: error });
  } finally {
    closeSync(fd);
  }
}

async function main(): Promise<number> {
  mkdirSync(tmpDir, { recursive: true });
  const machine = machineInfo(root);
  const sections: Section[] = [];

  const leadsAtScale = () =>
    phase("Leads at scale (in-process, 100 000 SQLite and 1 000 000 PostgreSQL leads)", () =>
      guarded("Leads at scale", "inbox / dashboard / CSV export", "p95 ≤ 50 / 300 ms, ≥ 50 000 rows/s", () => measureLeadLatency(tmpDir, pgUrl)),
    );
  if (process.env.BENCH_ONLY === "leads") return report([await leadsAtScale()], machine);
  await phase("build (npm run build)", build);
  const rollingRestart = () =>
    phase("Rolling restart (2 API + 2 web behind nginx)", () => guarded(ROLLING, ROLLING_SUBJECT, ROLLING_BUDGET, () => measureRollingRestart(pgUrl, log)));
  if (process.env.BENCH_ONLY === "rolling-restart") return report([await rollingRestart()], machine);
  // A copy, so a concurrent build elsewhere cannot swap files mid-run.
  snapshot = snapshotBuild(root);
  const buildSnapshot = snapshot;

  if (!onlyThroughput && !onlyLighthouse && !onlyJs && !onlyColdBurst) {
    sections.push(
      await phase("JS per page (build manifest)", () =>
        guarded("JS per page", "public pages", "≤ 100 KB gzip", () => measureBundles(path.join(buildSnapshot, "build/client"))),
      ),
    );
  }

  if (!onlyThroughput && !onlyLighthouse && !onlyJs && !onlyColdBurst) {
    sections.push(
      await phase("API latency (in-process, 10 000 and 100 000 posts)", () =>
        guarded("API latency", "list / byId / title search", "p95 ≤ 3 ms SQLite, ≤ 5 ms PostgreSQL", () => measureApiLatency(tmpDir, pgUrl)),
      ),
    );
    sections.push(await leadsAtScale());
  }

  site = await phase("start site (demo content)", () => startSite(root, { port, apiPort, tmpDir, buildSnapshot }));
  const running = site;
  const onSite = async (measure: string, subject: string, budget: string, work: () => Promise<Section>): Promise<Section> => {
    const before = running.deaths().length;
    if (before > 0) return errorSection(measure, subject, budget, new Error(`not measured: ${running.deaths().join("; ")}`));
    const section = await guarded(measure, subject, budget, work);
    const deaths = running.deaths();
    if (deaths.length > before) {
      log(`site process died during ${measure}: ${deaths.join("; ")}`);
      section.findings.push({ title: `${measure}: a site process died during the measurement (rows after that point are not valid)`, lines: deaths });
    }
    return section;
  };
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pids = { web: site.web.pid!, api: site.api.pid! };
    const idle = { web: readMemory(pids.web), api: readMemory(pids.api) };
    const posts = await postUrls(site, 14);
    const post = posts[0]!;
    log(`post under test: ${post}`);

    // First, while nothing is stored: every later row warms the pages.
    if (!onlyThroughput && !onlyLighthouse && !onlyJs) {
      sections.push(
        await phase("Cold burst (50 concurrent first views)", () =>
          onSite("Cold burst RSS peak", "a post, a content page", "≤ 250 MB", () =>
            measureColdBurst(running.webUrl, pids.web, [
              { label: "post", path: post },
              { label: "/about", path: "/about" },
            ]),
          ),
        ),
      );
    }
    if (onlyColdBurst) return report(sections, machine);

    const throughputPhase = () =>
      phase("Cached page vs nginx", () =>
        onSite("Cached page vs nginx", "anonymous pages", THROUGHPUT_BUDGET, () =>
          measureAgainstNginx(running.webUrl, running.apiUrl, [
            { label: "/house-moving-company", path: "/house-moving-company" },
            { label: "/", path: "/" },
          ]),
        ),
      );
    if (onlyThroughput) {
      sections.push(await throughputPhase());
      return report(sections, machine);
    }

    const pages = picked([
      { label: "/", url: `${site.webUrl}/`, name: "home", jsFree: true },
      { label: "/house-moving-company", url: `${site.webUrl}/house-moving-company`, name: "house-moving-company", jsFree: true },
      { label: "/moving-company-karachi", url: `${site.webUrl}/moving-company-karachi`, name: "moving-company-karachi", jsFree: true },
      { label: "/shehzore-mazda-for-rent", url: `${site.webUrl}/shehzore-mazda-for-rent`, name: "shehzore-mazda-for-rent", jsFree: true },
      { label: "/about", url: `${site.webUrl}/about`, name: "about", jsFree: true },
      { label: "/contact", url: `${site.webUrl}/contact`, name: "contact", jsFree: false },
      { label: "/book", url: `${site.webUrl}/book`, name: "book", jsFree: false },
      { label: "/ur", url: `${site.webUrl}/ur`, name: "ur-home", jsFree: true },
      { label: "/ur/book", url: `${site.webUrl}/ur/book`, name: "ur-book", jsFree: false },
      { label: "/blogs", url: `${site.webUrl}/blogs`, name: "blogs", jsFree: false },
      { label: post, url: `${site.webUrl}${post}`, name: "post", jsFree: false },
    ]);
    const jsPhase = async () => [
      await phase("JS transferred (Chromium)", () => onSite("JS transferred", "public pages", "≤ 100 KB gzip", () => measureJsTransfer(pages))),
      await phase("Page weight (Chromium, 360 px)", () => onSite("Page weight", "public pages", "≤ 60 KB without JavaScript", () => measurePageWeight(pages))),
    ];
    if (onlyJs) {
      sections.push(...(await jsPhase()));
      return report(sections, machine);
    }
    if (!onlyLighthouse) sections.push(...(await jsPhase()));

    // A post's first view starts the jsdom worker: a one-off no later visitor pays.
    for (const page of pages) await (await fetch(page.url)).text();
    await withFloorPage(async (floorUrl) => {
      const measured = [{ label: "bare page (the machine's floor)", url: floorUrl, name: "floor", jsFree: true }, ...pages];
      for (const cpu of lhCpus) {
        sections.push(
          await phase(`Lighthouse ${cpu}× CPU (${measured.length} pages × ${lhRuns})`, () =>
            onSite(`Lighthouse ${cpu}× CPU`, `${measured.length} pages`, LIGHTHOUSE_BUDGET, () => measureLighthouse(measured, { runs: lhRuns, resultsDir, cpu })),
          ),
        );
      }
    });
    if (onlyLighthouse) return report(sections, machine);

    const webUrl = site.webUrl;
    sections.push(await throughputPhase());

    const soakPaths = ["/", "/house-moving-company", "/blogs", "/blogs?page=2", "/blogs?title=moving", "/contact", "/book", "/moving-company-lahore", "/about", ...posts];
    sections.push(
      await phase("Memory soak", () =>
        onSite("Memory (RSS)", "web + API after soak", "≤ 250 MB and flat", () => measureMemory(webUrl, pids, idle, soakPaths, soakCaps())),
      ),
    );

    sections.push(
      await phase("Load (50 connections, 60 s)", () =>
        onSite("Load", "public pages", "0 failed, p99 ≤ 300 ms, memory flat", () => measureLoad(webUrl, pids, soakPaths)),
      ),
    );
  } finally {
    await phase("stop site", () => site!.stop());
    site = undefined;
    removeSnapshot();
  }
  sections.push(await rollingRestart());
  return report(sections, machine);
}

function report(sections: Section[], machine: MachineInfo): number {
  const elapsed = Date.now() - started;
  sections.push({ rows: [], findings: [], notes: [`Phases: ${phaseTimes.join(", ")}.`, `Logs of the site under test: bench/.tmp/web.log, bench/.tmp/api.log.`] });
  // The limit is the full run's; the leads rows spend it filling a million leads.
  if (elapsed > TIME_LIMIT_MS && process.env.BENCH_ONLY !== "leads") {
    sections.push({ rows: [{ measure: "Bench", subject: "run time", result: `${(elapsed / 1000).toFixed(0)} s`, budget: `< ${TIME_LIMIT_MS / 1000} s`, status: "FAIL" }], findings: [] });
  }
  const loadAtEnd = loadAverage();
  const markdown = renderMarkdown(machine, sections, elapsed, loadAtEnd);
  const only = process.env.BENCH_ONLY;
  const file = writeReport(resultsDir, markdown, only ? `latest-${only}.md` : undefined);
  const rows = sections.flatMap((s) => s.rows);
  const failed = rows.filter((r) => r.status === "FAIL" || r.status === "ERROR");
  process.stdout.write(`\n${renderTable(rows)}\n\n`);
  process.stdout.write(
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB, Node ${machine.node}, commit ${machine.commit ?? "unknown"}, load ${machine.loadAtStart} → ${loadAtEnd}\n`,
  );
  process.stdout.write(`Written to ${path.relative(root, file)} (causes of failing rows are listed there). ${failed.length === 0 ? "All budgets met." : `${failed.length} row(s) failed.`}\n`);
  return failed.length === 0 ? 0 : 1;
}

const shutdown = async (code: number) => {
  if (site) await site.stop().catch(() => {});
  removeSnapshot();
  process.exit(code);
};
process.on("SIGINT", () => void shutdown(130));
process.on("SIGTERM", () => void shutdown(143));

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
    await shutdown(1);
  },
);
