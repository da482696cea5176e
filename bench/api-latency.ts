import { randomBytes, randomInt } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { createApp } from "../api/app";
import { TokenStore } from "../api/auth/tokens";
import { BlogStore } from "../api/blogs/blog-store";
import { loadConfig } from "../api/config";
import { openDatabase } from "../api/db/database";
import { migrateToLatest } from "../api/db/migrations";
import { LeadStore } from "../api/leads/lead-store";
import { createLogger } from "../api/lib/logger";
import { seedBulk, seedIfEmpty } from "../api/seed/seed";
import { UploadStore } from "../api/storage/uploads";
import { type Finding, type Row, type Section, judge } from "./report";

/**
 * API latency at 10 000 posts, in-process: the API's Hono app is built in the
 * bench process (same wiring as api/server.ts, no HTTP listener) over a fresh
 * SQLite file — and a fresh PostgreSQL schema when 127.0.0.1:5432 answers —
 * seeded with 10 000 published posts in one transaction (api/seed/seed.ts
 * seedBulk). Requests go through `app.fetch(new Request(...))` one after the
 * other (time includes reading the JSON body), so the numbers are the API's
 * own work: routing, validation, queries, serialisation. DESIGN.md budget:
 * p95 ≤ 10 ms for the list (random pages), byId (random ids) and title search.
 * The request log is silenced (LOG_LEVEL=silent) so the console stays readable.
 */

export const POSTS = 10_000;
export const WARMUP = 50;
export const SAMPLES = 300;
export const P95_BUDGET_MS = 10;
const SEARCH_WORDS = ["monsoon", "karachi", "pets", "truck", "storage", "office", "lahore", "fragile", "islamabad", "multan"];

export const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/test";

function percentile(sorted: number[], p: number): number {
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

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function inProcessApi(dataDir: string, pgTarget?: { url: string; schema: string }) {
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
    const uploads = new UploadStore(config.uploadDir);
    await uploads.init();
    await seedIfEmpty({ db, uploads, config, logger });
    const seedStart = performance.now();
    await seedBulk(db, POSTS);
    const seedMs = performance.now() - seedStart;
    const app = createApp({
      config,
      db,
      ping: database.ping,
      uploads,
      tokens: new TokenStore(db, config.tokens),
      blogs: new BlogStore(db, uploads),
      leads: new LeadStore(db),
      logger,
    });
    const ids = (await db.selectFrom("blogs").select("id").execute()).map((r) => r.id);
    return { app, ids, seedMs, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}

type Api = Awaited<ReturnType<typeof inProcessApi>>;

async function time(api: Api, makePath: () => string): Promise<{ p50: number; p95: number; max: number }> {
  const once = async () => {
    const pathname = makePath();
    const started = performance.now();
    const response = await api.app.fetch(new Request(`http://bench.local${pathname}`));
    await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${pathname}: ${response.status}`);
    return ms;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await once());
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1]! };
}

async function measureOne(label: string, api: Api): Promise<{ rows: Row[]; findings: Finding[] }> {
  const check = await api.app.fetch(new Request("http://bench.local/api/blogs"));
  const total = ((await check.json()) as { total: number }).total;
  if (total !== POSTS) throw new Error(`${label}: expected ${POSTS} published posts, the API lists ${total}`);
  const pages = Math.ceil(POSTS / 10);
  const cases: Array<[string, string, () => string]> = [
    ["list", "GET /api/blogs?page=N (random N)", () => `/api/blogs?page=${randomInt(1, pages + 1)}`],
    ["byId", "GET /api/blogs/byId?id= (random id)", () => `/api/blogs/byId?id=${encodeURIComponent(api.ids[randomInt(api.ids.length)]!)}`],
    ["title search", "GET /api/blogs?title=<word>", () => `/api/blogs?title=${SEARCH_WORDS[randomInt(SEARCH_WORDS.length)]}`],
  ];
  const rows: Row[] = [];
  const findings: Finding[] = [];
  for (const [name, what, makePath] of cases) {
    const t = await time(api, makePath);
    const ok = t.p95 <= P95_BUDGET_MS;
    rows.push({
      measure: "API latency",
      subject: `${name} — ${label}, ${POSTS.toLocaleString("en")} posts, in-process app.fetch`,
      result: `p50 ${t.p50.toFixed(2)} ms · p95 ${t.p95.toFixed(2)} ms (max ${t.max.toFixed(1)} ms, ${SAMPLES} sequential req)`,
      budget: `p95 ≤ ${P95_BUDGET_MS} ms`,
      status: judge(ok),
    });
    if (!ok) {
      findings.push({
        title: `API latency ${name} on ${label}: p95 ${t.p95.toFixed(2)} ms (budget ${P95_BUDGET_MS} ms)`,
        lines: [`${what}: p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(1)} ms over ${SAMPLES} requests after ${WARMUP} warm-up.`],
      });
    }
  }
  return { rows, findings };
}

export async function measureApiLatency(tmpDir: string, pgUrl: string): Promise<Section> {
  const rows: Row[] = [];
  const findings: Finding[] = [];
  const notes: string[] = [];

  const sqliteDir = path.join(tmpDir, "api-latency-sqlite");
  rmSync(sqliteDir, { recursive: true, force: true });
  mkdirSync(sqliteDir, { recursive: true });
  try {
    const api = await inProcessApi(sqliteDir);
    try {
      notes.push(`API latency: seeding ${POSTS} posts took ${(api.seedMs / 1000).toFixed(1)} s on SQLite.`);
      const r = await measureOne("SQLite", api);
      rows.push(...r.rows);
      findings.push(...r.findings);
    } finally {
      await api.close();
    }
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }

  if (!(await pgAnswers(pgUrl))) {
    rows.push({ measure: "API latency", subject: "PostgreSQL", result: `not measured: nothing answers at ${new URL(pgUrl).host}`, budget: `p95 ≤ ${P95_BUDGET_MS} ms`, status: "SKIP" });
    return { rows, findings, notes };
  }
  const schema = `bench_${randomBytes(5).toString("hex")}`;
  const pgDir = path.join(tmpDir, "api-latency-pg");
  mkdirSync(pgDir, { recursive: true });
  await withPg(pgUrl, (client) => client.query(`create schema ${schema}`));
  try {
    const api = await inProcessApi(pgDir, { url: pgUrl, schema });
    try {
      notes.push(`API latency: seeding ${POSTS} posts took ${(api.seedMs / 1000).toFixed(1)} s on PostgreSQL (schema ${schema}, dropped after).`);
      const r = await measureOne("PostgreSQL", api);
      rows.push(...r.rows);
      findings.push(...r.findings);
    } finally {
      await api.close();
    }
  } finally {
    await withPg(pgUrl, (client) => client.query(`drop schema if exists ${schema} cascade`));
    rmSync(pgDir, { recursive: true, force: true });
  }
  return { rows, findings, notes };
}
