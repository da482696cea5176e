import { randomBytes, randomInt } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createApp } from "../api/app";
import { boundHeapGrowth } from "../api/lib/heap";
import { apiLimits, memoryLimiterStore } from "../api/auth/limits";
import { ensureTitleSearchIndex } from "../api/blogs/title-search";
import { loadConfig } from "../api/config";
import { openDatabase } from "../api/db/database";
import { migrateToLatest } from "../api/db/migrations";
import { createLogger } from "../api/lib/logger";
import { seedBulk, seedIfEmpty } from "../api/seed/seed";
import { uploadStoreFor } from "../api/server";
import { createStores } from "../api/stores";
import { withPg } from "../tests/support/api/start-test-api";
import { type Finding, type Row, type Section, judge, renderTable } from "./report";

/** In-process (no HTTP listener), so the numbers are the API's own work; budgets in bench/README.md. */

const SIZES = [10_000, 100_000] as const;
const WARMUP = 50;
const SAMPLES = 300;
/** Slow by design: each rebuilds a cached list. */
const REBUILD_SAMPLES = 40;
const P95_BUDGET_MS = { SQLite: 3, PostgreSQL: 5 } as const;
/** The median at 100 000 within this factor of 10 000's: the cost must not grow with the posts. */
const GROWTH_LIMIT = 2;
const SEARCH_WORDS = ["monsoon", "karachi", "pets", "truck", "storage", "office", "lahore", "fragile", "islamabad", "multan"];

export const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/test";

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function pgAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

async function inProcessApi(dataDir: string, posts: number, pgTarget?: { url: string; schema: string }) {
  const config = loadConfig({
    API_PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    ADMIN_PASSWORD: randomBytes(18).toString("base64url"),
    PASSWORD_SCRYPT_LOG2N: "10",
    ...(pgTarget ? { DATABASE_URL: pgTarget.url, DATABASE_SCHEMA: pgTarget.schema } : {}),
  });
  const logger = createLogger("silent");
  const database = openDatabase(config.database);
  const { db } = database;
  try {
    await migrateToLatest(db);
    await ensureTitleSearchIndex(db, logger);
    const uploads = uploadStoreFor(config, db);
    await uploads.init();
    await seedIfEmpty({ db, uploads, config, logger });
    const seedStart = performance.now();
    await seedBulk(db, posts);
    const seedMs = performance.now() - seedStart;
    // The API process's own heap setting, so the numbers are the API's.
    boundHeapGrowth();
    const app = createApp({
      ...createStores(db, uploads, config),
      config,
      ping: database.ping,
      limits: apiLimits(memoryLimiterStore(), config.rateLimits),
      logger,
    });
    const ids = (await db.selectFrom("blogs").select("id").execute()).map((r) => r.id);
    return { app, db, ids, seedMs, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}

type Api = Awaited<ReturnType<typeof inProcessApi>>;

async function time(
  api: Api,
  makePath: () => string,
  options: { warmup?: number; samples?: number; before?: () => Promise<unknown> } = {},
): Promise<{ p50: number; p95: number; max: number }> {
  const { warmup = WARMUP, samples: count = SAMPLES, before } = options;
  const once = async () => {
    if (before) await before();
    const pathname = makePath();
    const started = performance.now();
    const response = await api.app.fetch(new Request(`http://bench.local${pathname}`));
    await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${pathname}: ${response.status}`);
    return ms;
  };
  for (let i = 0; i < warmup; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push(await once());
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1]! };
}

type Label = keyof typeof P95_BUDGET_MS;
type Timing = Awaited<ReturnType<typeof time>>;

const CASES = (api: Api, posts: number): Array<[string, string, () => string]> => {
  const pages = Math.ceil(posts / 10);
  return [
    ["list", "GET /api/blogs?page=N (random N, deep pages included)", () => `/api/blogs?page=${randomInt(1, pages + 1)}`],
    ["byId", "GET /api/blogs/byId?id= (random id)", () => `/api/blogs/byId?id=${encodeURIComponent(api.ids[randomInt(api.ids.length)]!)}`],
    [
      "title search",
      "GET /api/blogs?title=<word>&page=N (common word, random page of its results)",
      () => `/api/blogs?title=${SEARCH_WORDS[randomInt(SEARCH_WORDS.length)]}&page=${randomInt(1, Math.ceil(posts / 60) + 1)}`,
    ],
  ];
};

async function measureOne(label: Label, api: Api, posts: number, base?: Map<string, Timing>): Promise<{ rows: Row[]; findings: Finding[]; timings: Map<string, Timing> }> {
  const check = await api.app.fetch(new Request("http://bench.local/api/blogs"));
  const total = ((await check.json()) as { total: number }).total;
  if (total !== posts) throw new Error(`${label}: expected ${posts} published posts, the API lists ${total}`);
  const rows: Row[] = [];
  const findings: Finding[] = [];
  const timings = new Map<string, Timing>();
  for (const [name, what, makePath] of CASES(api, posts)) {
    const t = await time(api, makePath);
    timings.set(name, t);
    // The median: one run's p95 on a busy machine moves more than the factor alone.
    const first = base?.get(name);
    const limit = P95_BUDGET_MS[label];
    const growth = first ? t.p50 / first.p50 : 1;
    const budget = first ? `p95 ≤ ${limit} ms, p50 ≤ ${GROWTH_LIMIT}× the ${SIZES[0].toLocaleString("en")}-post row` : `p95 ≤ ${limit} ms`;
    const ok = t.p95 <= limit && growth <= GROWTH_LIMIT;
    rows.push({
      measure: "API latency",
      subject: `${name} — ${label}, ${posts.toLocaleString("en")} posts, in-process app.fetch`,
      result: `p50 ${t.p50.toFixed(2)} ms · p95 ${t.p95.toFixed(2)} ms (max ${t.max.toFixed(1)} ms, ${SAMPLES} sequential req)${first ? ` · p50 ×${growth.toFixed(2)} vs ${SIZES[0].toLocaleString("en")}` : ""}`,
      budget,
      status: judge(ok),
    });
    if (!ok) {
      findings.push({
        title: `API latency ${name} on ${label} at ${posts.toLocaleString("en")} posts: p95 ${t.p95.toFixed(2)} ms, p50 ×${growth.toFixed(2)} (budget ${budget})`,
        lines: [`${what}: p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(1)} ms over ${SAMPLES} requests after ${WARMUP} warm-up.`],
      });
    }
  }
  // Reported, not budgeted: writes are staff actions, minutes apart.
  const bump = () => api.db.updateTable("blogs_generation").set((eb) => ({ generation: eb("generation", "+", 1) })).where("id", "=", 1).execute();
  for (const [name, makePath] of [
    ["list", CASES(api, posts)[0]![2]],
    ["title search", CASES(api, posts)[2]![2]],
  ] as const) {
    const t = await time(api, makePath, { warmup: 3, samples: REBUILD_SAMPLES, before: bump });
    const first = base?.get(`${name} after a write`);
    timings.set(`${name} after a write`, t);
    rows.push({
      measure: "API latency",
      subject: `${name}, first read after a write — ${label}, ${posts.toLocaleString("en")} posts`,
      result: `p50 ${t.p50.toFixed(2)} ms · p95 ${t.p95.toFixed(2)} ms (${REBUILD_SAMPLES} req)${first ? ` · p50 ×${(t.p50 / first.p50).toFixed(2)} vs ${SIZES[0].toLocaleString("en")}` : ""}`,
      budget: "reported (cache rebuild)",
      status: "INFO",
    });
  }
  return { rows, findings, timings };
}

async function measureSizes(label: Label, api: Api, section: Required<Section>): Promise<void> {
  let seeded = SIZES[0] as number;
  let base: Map<string, Timing> | undefined;
  const seedTimes = [`${(api.seedMs / 1000).toFixed(1)} s for ${seeded.toLocaleString("en")}`];
  for (const posts of SIZES) {
    if (posts > seeded) {
      const started = performance.now();
      await seedBulk(api.db, posts - seeded);
      seedTimes.push(`${((performance.now() - started) / 1000).toFixed(1)} s for ${(posts - seeded).toLocaleString("en")} more`);
      seeded = posts;
      api.ids = (await api.db.selectFrom("blogs").select("id").execute()).map((r) => r.id);
    }
    const r = await measureOne(label, api, posts, base);
    base ??= r.timings;
    section.rows.push(...r.rows);
    section.findings.push(...r.findings);
  }
  section.notes.push(`API latency: seeding on ${label} took ${seedTimes.join(", ")}.`);
}

export async function measureApiLatency(tmpDir: string, pgUrl: string): Promise<Section> {
  const section: Required<Section> = { rows: [], findings: [], notes: [] };

  const sqliteDir = path.join(tmpDir, "api-latency-sqlite");
  rmSync(sqliteDir, { recursive: true, force: true });
  mkdirSync(sqliteDir, { recursive: true });
  try {
    const api = await inProcessApi(sqliteDir, SIZES[0]);
    try {
      await measureSizes("SQLite", api, section);
    } finally {
      await api.close();
    }
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }

  if (!(await pgAnswers(pgUrl))) {
    section.rows.push({
      measure: "API latency",
      subject: "PostgreSQL",
      result: `not measured: nothing answers at ${new URL(pgUrl).host}`,
      budget: `p95 ≤ ${P95_BUDGET_MS.PostgreSQL} ms`,
      status: "SKIP",
    });
    return section;
  }
  const schema = `bench_${randomBytes(5).toString("hex")}`;
  const pgDir = path.join(tmpDir, "api-latency-pg");
  mkdirSync(pgDir, { recursive: true });
  await withPg(pgUrl, (client) => client.query(`create schema ${schema}`));
  try {
    const api = await inProcessApi(pgDir, SIZES[0], { url: pgUrl, schema });
    try {
      section.notes.push(`API latency: PostgreSQL schema ${schema}, dropped after.`);
      await measureSizes("PostgreSQL", api, section);
    } finally {
      await api.close();
    }
  } finally {
    await withPg(pgUrl, (client) => client.query(`drop schema if exists ${schema} cascade`));
    rmSync(pgDir, { recursive: true, force: true });
  }
  return section;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const tmp = path.join(import.meta.dirname, ".tmp");
  mkdirSync(tmp, { recursive: true });
  const section = await measureApiLatency(tmp, process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL);
  console.log(renderTable(section.rows));
  for (const note of section.notes ?? []) console.log(note);
  for (const finding of section.findings) console.log(`${finding.title}\n  ${finding.lines.join("\n  ")}`);
}
