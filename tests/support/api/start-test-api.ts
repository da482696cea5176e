import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { loadConfig } from "../../../api/config";
import { type RunningApi, startApi } from "../../../api/server";

/** Each integration file runs once per entry of `databases`: SQLite, and PostgreSQL with TEST_DATABASE_URL. */

export interface TestDatabase {
  name: "sqlite" | "postgres";
  url?: string;
}

export const databases: TestDatabase[] = [
  { name: "sqlite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const, url: process.env.TEST_DATABASE_URL }] : []),
];

export const STAFF_EMAIL = "staff@manzil.test";
export const STAFF_PASSWORD = "correct horse battery staple";

export interface TestApi extends RunningApi {
  dataDir: string;
  uploadDir: string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  // Tests probe answers field by field, error answers included.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json<T = any>(pathname: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  login(): Promise<string>;
  uploadFiles(): Promise<string[]>;
}

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) };
}

/** Cheap hashing, no rate limits, no demo posts; `extra` adds or overrides. */
export function testApiEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    API_PORT: "0",
    API_HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ADMIN_EMAIL: STAFF_EMAIL,
    ADMIN_PASSWORD: STAFF_PASSWORD,
    ADMIN_NAME: "Test Staff",
    PASSWORD_SCRYPT_LOG2N: "10",
    RATE_LIMIT_LOGIN_PER_IP: "0",
    RATE_LIMIT_LOGIN_PER_ACCOUNT: "0",
    RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: "0",
    RATE_LIMIT_COMMENTS_PER_MINUTE: "0",
    RATE_LIMIT_COMMENTS_PER_HOUR: "0",
    RATE_LIMIT_LEADS_PER_10_MINUTES: "0",
    RATE_LIMIT_LEADS_PER_ADDRESS_10_MINUTES: "0",
    ...extra,
  };
}

export async function startTestApi(database: TestDatabase, env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "manzil-api-test-"));
  let schema: string | undefined;
  if (database.name === "postgres") {
    schema = `t_${randomBytes(6).toString("hex")}`;
    await withPg(database.url!, (client) => client.query(`create schema ${schema}`));
  }
  const config = loadConfig(
    testApiEnv(dataDir, {
      LOG_LEVEL: "silent",
      ...(database.name === "postgres" ? { DATABASE_URL: database.url!, DATABASE_SCHEMA: schema! } : {}),
      ...env,
    }),
  );
  let api: RunningApi;
  try {
    api = await startApi({ config });
  } catch (error) {
    await cleanup(dataDir, database, schema);
    throw error;
  }
  const fetchApi = (pathname: string, init?: RequestInit) => fetch(`${api.url}${pathname}`, init);
  return {
    ...api,
    dataDir,
    uploadDir: config.uploadDir,
    fetch: fetchApi,
    async json(pathname, init) {
      const response = await fetchApi(pathname, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the test sees the text
      }
      return { status: response.status, body: body as never, headers: response.headers };
    },
    async login() {
      const response = await fetchApi("/api/login", jsonRequest("POST", { email: STAFF_EMAIL, password: STAFF_PASSWORD }));
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
    async uploadFiles() {
      const files = await readdir(config.uploadDir, { recursive: true, withFileTypes: true });
      return files.filter((f) => f.isFile()).map((f) => path.relative(config.uploadDir, path.join(f.parentPath, f.name)));
    },
    async close() {
      try {
        await api.close();
      } finally {
        await cleanup(dataDir, database, schema);
      }
    },
  };
}

/** As time passing would change it; `$1`-style parameters on both databases. */
export async function runSql(api: TestApi, database: TestDatabase, statement: string, params: unknown[]): Promise<void> {
  if (database.name === "sqlite") {
    const db = new Database(path.join(api.dataDir, "manzil.db"));
    try {
      db.prepare(statement.replace(/\$\d/g, "?")).run(...params);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`set search_path to ${api.config.database.kind === "postgres" ? api.config.database.schema : "public"}`);
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

export async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function cleanup(dataDir: string, database: TestDatabase, schema: string | undefined) {
  await rm(dataDir, { recursive: true, force: true });
  if (schema) await withPg(database.url!, (client) => client.query(`drop schema if exists ${schema} cascade`));
}

export async function makeJpeg(width = 1000, height = 600, options: { gps?: boolean } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: "TestCam", Model: "GPS 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "74/1 21/1 0/1" },
    });
  }
  return image.jpeg({ quality: 90 }).toBuffer();
}

export async function makePng(width = 500, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export interface BlogPayload {
  title?: string;
  shortDesc?: string;
  detailedDesc?: string;
  blogCreatedBy?: string;
  tags?: string[];
  status?: string;
  blogDate?: string;
  language?: string;
  slug?: string;
  images?: Array<[Buffer, string, string] | string>;
  imageAlt?: string[];
}

export function blogForm(payload: BlogPayload): FormData {
  const form = new FormData();
  for (const key of ["title", "shortDesc", "detailedDesc", "blogCreatedBy", "status", "blogDate", "language", "slug"] as const) {
    if (payload[key] !== undefined) form.append(key, payload[key]!);
  }
  payload.tags?.forEach((tag, i) => form.append(`tags[${i}]`, tag));
  payload.images?.forEach((image) => {
    if (typeof image === "string") form.append("images", image);
    else form.append("images", new Blob([new Uint8Array(image[0])], { type: image[2] }), image[1]);
  });
  payload.imageAlt?.forEach((alt, i) => form.append(`imageAlt[${i}]`, alt));
  return form;
}

export async function createBlog(api: TestApi, token: string, payload: BlogPayload) {
  return api.json("/api/blogs", { method: "POST", headers: bearer(token), body: blogForm({ shortDesc: "", detailedDesc: "", ...payload }) });
}
