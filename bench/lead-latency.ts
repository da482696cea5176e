import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { createApp } from "../api/app";
import { boundHeapGrowth } from "../api/lib/heap";
import { apiLimits, memoryLimiterStore } from "../api/auth/limits";
import { loadConfig } from "../api/config";
import { openDatabase } from "../api/db/database";
import { migrateToLatest } from "../api/db/migrations";
import { createLogger } from "../api/lib/logger";
import { seedIfEmpty } from "../api/seed/seed";
import { fillLeads } from "../api/seed/lead-fill";
import { ensureLeadSearchIndexes } from "../api/leads/lead-search";
import { uploadStoreFor } from "../api/server";
import { createStores } from "../api/stores";
import { withPg } from "../tests/support/api/start-test-api";
import { DEFAULT_PG_URL, percentile, pgAnswers } from "./api-latency";
import { type Section, judge, renderTable } from "./report";

/** In-process like the API latency rows; sizes and budgets in bench/README.md. */
const INBOX_P95_MS = 50;
const DASHBOARD_P95_MS = 300;
const CSV_ROWS_PER_S = 50_000;
const CSV_GROWTH_MB = 50;
const SAMPLES = Number(process.env.BENCH_LEAD_SAMPLES || 60);
const WARMUP = 5;

type Target = { label: "SQLite" | "PostgreSQL"; leads: number; pg?: { url: string; schema: string } };

async function leadApi(dataDir: string, target: Target) {
  const password = randomBytes(18).toString("base64url");
  const config = loadConfig({
    API_PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    ADMIN_EMAIL: "bench@manzil.test",
    ADMIN_PASSWORD: password,
    PASSWORD_SCRYPT_LOG2N: "10",
    RATE_LIMIT_LOGIN_PER_IP: "0",
    RATE_LIMIT_LOGIN_PER_ACCOUNT: "0",
    RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: "0",
    // Trigram indexes and VACUUM over a million leads take longer than a request may.
    DB_STATEMENT_TIMEOUT_MS: "900000",
    ...(target.pg ? { DATABASE_URL: target.pg.url, DATABASE_SCHEMA: target.pg.schema } : {}),
  });
  const logger = createLogger("silent");
  const database = openDatabase(config.database);
  const { db } = database;
  await migrateToLatest(db);
  const uploads = uploadStoreFor(config, db);
  await uploads.init();
  await seedIfEmpty({ db, uploads, config, logger });
  const started = performance.now();
  await fillLeads(db, { count: target.leads, seed: 11 });
  const fillMs = performance.now() - started;
  // What autovacuum would have done after a bulk load: statistics and the visibility map index-only scans need.
  await ensureLeadSearchIndexes(db, logger);
  await sql.raw(target.pg ? "vacuum analyze" : "analyze").execute(db);
  const indexMs = performance.now() - started - fillMs;
  // The API process's own heap setting, so the numbers are the API's.
  boundHeapGrowth();
  const app = createApp({ ...createStores(db, uploads, config), config, ping: database.ping, limits: apiLimits(memoryLimiterStore(), config.rateLimits), logger });
  const login = await app.fetch(
    new Request("http://bench.local/api/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "bench@manzil.test", password }) }),
  );
  const token = ((await login.json()) as { token: string }).token;
  const samples = await db.selectFrom("leads").select(["reference", "phone"]).orderBy("id").limit(200).execute();
  return { app, token, samples, fillMs, indexMs, close: () => database.close() };
}

type Api = Awaited<ReturnType<typeof leadApi>>;

async function timed(api: Api, makePath: () => string) {
  const once = async () => {
    const pathname = makePath();
    const started = performance.now();
    const response = await api.app.fetch(new Request(`http://bench.local${pathname}`, { headers: { Authorization: `Bearer ${api.token}` } }));
    await response.text();
    if (response.status !== 200) throw new Error(`GET ${pathname}: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const list: number[] = [];
  for (let i = 0; i < SAMPLES; i++) list.push(await once());
  list.sort((a, b) => a - b);
  return { p50: percentile(list, 50), p95: percentile(list, 95) };
}

function twelveWeeks(): { from: string; to: string } {
  const to = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
  return { from: new Date(Date.parse(to) - 83 * 86_400_000).toISOString().slice(0, 10), to };
}

async function measureTarget(target: Target, dataDir: string, section: Required<Section>) {
  const api = await leadApi(dataDir, target);
  try {
    section.notes.push(
      `Leads: ${target.leads.toLocaleString("en")} leads (with their events and estimates) filled on ${target.label} in ${(api.fillMs / 1000).toFixed(1)} s; trigram indexes and ${target.pg ? "VACUUM ANALYZE" : "ANALYZE"} ${(api.indexMs / 1000).toFixed(1)} s.`,
    );
    const pick = () => api.samples[Math.floor(Math.random() * api.samples.length)]!;
    const range = new URLSearchParams(twelveWeeks()).toString();
    const cases: Array<[string, () => string, number]> = [
      ["inbox first page", () => "/api/leads", INBOX_P95_MS],
      ["inbox search by phone", () => `/api/leads?q=0${pick().phone.slice(3, 10)}`, INBOX_P95_MS],
      ["inbox search by name", () => `/api/leads?q=${["khan", "ahmed", "malik", "iqbal"][Math.floor(Math.random() * 4)]}`, INBOX_P95_MS],
      ["inbox search by reference", () => `/api/leads?q=${pick().reference}`, INBOX_P95_MS],
      ["inbox filter status + city", () => "/api/leads?status=contacted&city=lahore", INBOX_P95_MS],
      ["waiting leads (nav count)", () => "/api/leads/waiting", INBOX_P95_MS],
      ...(["", "&city=lahore", "&service=house", "&owner=none", "&source=google"] as const).map(
        (filter): [string, () => string, number] => [`dashboard 12 weeks${filter ? ` ${filter.slice(1)}` : ""}`, () => `/api/dashboard?${range}${filter}`, DASHBOARD_P95_MS],
      ),
    ];
    for (const [name, makePath, budget] of cases) {
      const t = await timed(api, makePath);
      const ok = t.p95 <= budget;
      section.rows.push({
        measure: "Leads at scale",
        subject: `${name} — ${target.label}, ${target.leads.toLocaleString("en")} leads`,
        result: `p50 ${t.p50.toFixed(1)} ms · p95 ${t.p95.toFixed(1)} ms (${SAMPLES} req)`,
        budget: `p95 ≤ ${budget} ms`,
        status: judge(ok),
      });
      if (!ok) section.findings.push({ title: `${name} on ${target.label}: p95 ${t.p95.toFixed(1)} ms (budget ${budget} ms)`, lines: [] });
    }
    // The first export sizes V8's heap, and when V8 collects decides the peak (+18 to +84 MB on the same code): median of three.
    const exportOnce = async () => {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const response = await api.app.fetch(new Request("http://bench.local/api/leads/export.csv", { headers: { Authorization: `Bearer ${api.token}` } }));
      let lines = 0;
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // A byte-by-byte loop here cost a tenth of what it measures.
        for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines++;
      }
      clearInterval(sampler);
      return { rows: lines - 1, seconds: (performance.now() - started) / 1000, growthMb: (peak - before) / 1024 / 1024 };
    };
    const first = await exportOnce();
    const runs = [await exportOnce(), await exportOnce(), await exportOnce()];
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1]!;
    const rows = Math.min(...runs.map((run) => run.rows));
    const seconds = median(runs.map((run) => run.seconds));
    const growthMb = median(runs.map((run) => run.growthMb));
    const rate = rows / seconds;
    const ok = rows === target.leads && rate >= CSV_ROWS_PER_S && growthMb <= CSV_GROWTH_MB;
    section.rows.push({
      measure: "Leads at scale",
      subject: `CSV export of every lead — ${target.label}, ${target.leads.toLocaleString("en")} leads`,
      result: `${rows.toLocaleString("en")} rows in ${seconds.toFixed(1)} s = ${Math.round(rate).toLocaleString("en")} rows/s · memory +${growthMb.toFixed(0)} MB (median of 3: ${runs.map((run) => `+${run.growthMb.toFixed(0)}`).join(", ")} MB; the process's first export: ${Math.round(first.rows / first.seconds).toLocaleString("en")} rows/s, +${first.growthMb.toFixed(0)} MB)`,
      budget: `≥ ${CSV_ROWS_PER_S.toLocaleString("en")} rows/s, ≤ ${CSV_GROWTH_MB} MB growth`,
      status: judge(ok),
    });
    if (!ok) section.findings.push({ title: `CSV export on ${target.label}: ${rows} rows, ${Math.round(rate)} rows/s, +${growthMb.toFixed(0)} MB`, lines: [] });
  } finally {
    await api.close();
  }
}

export async function measureLeadLatency(tmpDir: string, pgUrl: string): Promise<Section> {
  const section: Required<Section> = { rows: [], findings: [], notes: [] };
  const sqliteDir = path.join(tmpDir, "lead-latency-sqlite");
  rmSync(sqliteDir, { recursive: true, force: true });
  mkdirSync(sqliteDir, { recursive: true });
  try {
    await measureTarget({ label: "SQLite", leads: Number(process.env.BENCH_LEADS_SQLITE || 100_000) }, sqliteDir, section);
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }
  if (!(await pgAnswers(pgUrl))) {
    section.rows.push({ measure: "Leads at scale", subject: "PostgreSQL", result: `not measured: nothing answers at ${new URL(pgUrl).host}`, budget: "as SQLite", status: "SKIP" });
    return section;
  }
  const schema = `bench_${randomBytes(5).toString("hex")}`;
  const pgDir = path.join(tmpDir, "lead-latency-pg");
  mkdirSync(pgDir, { recursive: true });
  await withPg(pgUrl, (client) => client.query(`create schema ${schema}`));
  try {
    await measureTarget({ label: "PostgreSQL", leads: Number(process.env.BENCH_LEADS_PG || 1_000_000), pg: { url: pgUrl, schema } }, pgDir, section);
  } finally {
    await withPg(pgUrl, (client) => client.query(`drop schema if exists ${schema} cascade`));
    rmSync(pgDir, { recursive: true, force: true });
  }
  return section;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const tmp = path.join(import.meta.dirname, ".tmp");
  mkdirSync(tmp, { recursive: true });
  const section = await measureLeadLatency(tmp, process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL);
  console.log(renderTable(section.rows));
  for (const note of section.notes ?? []) console.log(note);
  for (const finding of section.findings) console.log(finding.title);
}
