import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { ProxyRecipe } from "../../../deploy/nginx/render";
import { type RunningProxy, startProxy } from "../../../deploy/nginx/standalone";
import { type SmtpPeer, startSmtpPeer } from "../api/smtp-peer";
import { ensureProductionBuild, type Instance, instance } from "./instances";
import { type ObjectStore, startObjectStore } from "./object-store";
import { freePort } from "../../../scripts/lib/free-port";
import { visit, visitorAddress } from "./visitor-http";

/** README "Scaling out" on loopback; shared by the scale-out test and the bench. */
export const CLUSTER_STAFF = { email: "staff@scale.test", password: "scale-out-test-password-1" };

export interface Cluster {
  siteUrl: string;
  apiProxyUrl: string;
  apis: Instance[];
  webs: Instance[];
  proxy: RunningProxy;
  smtp: SmtpPeer;
  bucket: ObjectStore;
  /** Nothing they need may be only here. */
  dataDirs: string[];
  publicCacheMs: number;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  recipe(down?: readonly Instance[]): ProxyRecipe;
  /** Web instances are warmed first: a fresh process's first post view starts the sanitizer, which visitors should not wait for. */
  restartGracefully(target: Instance, warmPaths?: string[]): Promise<void>;
  stop(): Promise<void>;
}

export async function whyNoCluster(databaseUrl: string | undefined): Promise<string | undefined> {
  if (!databaseUrl) return "TEST_DATABASE_URL is not set (.ci/run sets it when PostgreSQL answers on 127.0.0.1:5432)";
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  return undefined;
}

export async function startCluster(options: { databaseUrl: string; apis?: number; webs?: number; publicCacheMs?: number }): Promise<Cluster> {
  await ensureProductionBuild();
  const publicCacheMs = options.publicCacheMs ?? 2_000;
  const schema = `scale_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(`set search_path to ${schema}`);

  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => {});
    await admin.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await admin.end().catch(() => {});
  };
  try {
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const bucket = await startObjectStore();
    cleanups.push(() => bucket.stop());

    const [sitePort, apiProxyPort] = [await freePort(), await freePort()];
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const apiProxyUrl = `http://127.0.0.1:${apiProxyPort}`;
    const dataDirs: string[] = [];
    const apis: Instance[] = [];
    for (let i = 0; i < (options.apis ?? 2); i++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `manzil-scale-api${i + 1}-`));
      dataDirs.push(dataDir);
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      apis.push(
        instance("api", await freePort(), {
          DATABASE_URL: options.databaseUrl,
          DATABASE_SCHEMA: schema,
          DATA_DIR: dataDir,
          ...bucket.env,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          OUTBOX_POLL_MS: "500",
          OUTBOX_RETRY_BASE_MS: "500",
          // Taken over after 30 s instead of 2 minutes.
          OUTBOX_CLAIM_MS: "30000",
          TRUSTED_PROXY: "127.0.0.1",
          ADMIN_EMAIL: CLUSTER_STAFF.email,
          ADMIN_PASSWORD: CLUSTER_STAFF.password,
          PASSWORD_SCRYPT_LOG2N: "12",
          LOG_LEVEL: "warn",
        }),
      );
    }
    const sessionSecret = randomBytes(32).toString("base64url");
    const webs: Instance[] = [];
    for (let i = 0; i < (options.webs ?? 2); i++) {
      webs.push(
        instance("web", await freePort(), {
          API_URL: apiProxyUrl,
          SESSION_SECRET: sessionSecret,
          TRUST_PROXY: "127.0.0.1",
          PUBLIC_CACHE_MS: String(publicCacheMs),
          ACCESS_LOG: "false",
          SITE_URL: siteUrl,
        }),
      );
    }
    cleanups.push(() => Promise.all([...webs, ...apis].map((i) => i.stop())));

    await apis[0]!.start();
    await Promise.all(apis.slice(1).map((a) => a.start()));

    const address = (i: Instance) => `127.0.0.1:${i.port}`;
    const recipe = (down: readonly Instance[] = []): ProxyRecipe => ({
      listen: `127.0.0.1:${sitePort}`,
      web: webs.map(address),
      api: apis.map(address),
      apiListen: `127.0.0.1:${apiProxyPort}`,
      apiClients: ["127.0.0.1"],
      down: down.map(address),
    });
    const proxy = await startProxy(recipe());
    cleanups.push(() => proxy.stop());
    await Promise.all(webs.map((w) => w.start()));

    return {
      siteUrl,
      apiProxyUrl,
      apis,
      webs,
      proxy,
      smtp,
      bucket,
      dataDirs,
      publicCacheMs,
      async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
        return (await admin.query<T>(sql, params)).rows;
      },
      recipe,
      async restartGracefully(target, warmPaths = []) {
        await proxy.reload(recipe([target]));
        await target.stop();
        await target.start();
        if (target.kind === "web") for (const path of warmPaths) await warm(`${target.url}${path}`);
        await proxy.reload(recipe());
      },
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export async function warmWebInstances(cluster: Cluster, paths: string[]): Promise<void> {
  for (const web of cluster.webs) for (const path of paths) await warm(`${web.url}${path}`);
}

/** A fresh process's first post view may time out while the sanitizer starts. */
async function warm(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await visit(url).then((a) => a.status, () => 0)) !== 200) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within a minute of its start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function somePostPath(cluster: Cluster): Promise<{ id: string; path: string }> {
  const answer = await fetch(`${cluster.apiProxyUrl}/api/blogs?page=1&title=`);
  const list = (await answer.json()) as { blogs: { _id: string; title: string }[] };
  const post = list.blogs[0];
  if (!post) throw new Error("the cluster has no published post (demo seed missing?)");
  const first = await visit(`${cluster.siteUrl}/blog/${post._id}/x`);
  const location = first.headers.location;
  return { id: post._id, path: first.status === 200 ? `/blog/${post._id}/x` : new URL(String(location), cluster.siteUrl).pathname };
}

export interface LoadReport {
  requests: number;
  failed: number;
  failures: string[];
  p99Ms: number;
}

/** No retries: every answer that is not what a visitor expects counts as failed. */
export async function steadyLoad(cluster: Cluster, pages: string[], until: Promise<unknown>, options: { concurrency?: number; firstVisitor?: number } = {}): Promise<LoadReport> {
  let done = false;
  // The caller awaits `until` itself and sees its failure.
  until.then(
    () => (done = true),
    () => (done = true),
  );
  const times: number[] = [];
  const failures: string[] = [];
  let next = options.firstVisitor ?? 100_000;
  const worker = async () => {
    let i = 0;
    while (!done) {
      const visitor = next++;
      const from = visitorAddress(visitor);
      const lead = ++i % 5 === 0;
      const target = lead ? "/contact" : pages[visitor % pages.length]!;
      try {
        const answer = lead
          ? await visit(`${cluster.siteUrl}/contact`, { from, form: contactForm(`steady ${visitor}`) })
          : await visit(`${cluster.siteUrl}${target}`, { from });
        times.push(answer.ms);
        const ok = lead ? answer.status === 302 && /[?&]sent=/.test(String(answer.headers.location)) : answer.status === 200;
        if (!ok) failures.push(`${target}: ${answer.status}`);
      } catch (error) {
        times.push(0);
        failures.push(`${target}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  times.sort((a, b) => a - b);
  return { requests: times.length, failed: failures.length, failures, p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0 };
}

/** A visitor's own phone: leads are limited per person. */
export function contactForm(message: string, key = randomBytes(16).toString("hex")): Record<string, string> {
  // From the key, so a retry of the same submission is the same person.
  const phone = `0300-${String(Number.parseInt(key.slice(0, 8), 16) % 10_000_000).padStart(7, "0")}`;
  return { name: "Scale Test", phone, email: "", message, idempotencyKey: key, website_url: "" };
}
