import { randomBytes } from "node:crypto";
import { closeSync, openSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/lib/free-port";
import { projectRoot, type RunningSite, startSite } from "../../../scripts/lib/site";
import { ensureProductionBuild } from "./instances";

/** As `npm start` runs it; builds the production build when missing. */
export const SITE_STAFF = { email: "staff@site.test", password: "site-test-password-1234" };

export interface ProductionSite {
  url: string;
  apiUrl: string;
  port: number;
  site: RunningSite;
  /** Resident memory of the web server process, in MB (Linux /proc). */
  webRssMb(): number;
  stop(): Promise<void>;
}

/** `logFile`: both processes' stdout and stderr are appended there (otherwise discarded); `log`: the supervisor's own lines. */
export async function startProductionSite(
  extra: Record<string, string> = {},
  options: { logFile?: string; log?: (line: string) => void } = {},
): Promise<ProductionSite> {
  await ensureProductionBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "manzil-site-test-"));
  const [port, apiPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    DATA_DIR: dataDir,
    SITE_URL: url,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_EMAIL: SITE_STAFF.email,
    ADMIN_PASSWORD: SITE_STAFF.password,
    PASSWORD_SCRYPT_LOG2N: "12",
    LOG_LEVEL: "error",
    ACCESS_LOG: "false",
    // Every request sees the API as it is now (a cached page would hide an outage).
    PUBLIC_CACHE_MS: "0",
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.TRUST_PROXY;
  if (extra.TRUST_PROXY) env.TRUST_PROXY = extra.TRUST_PROXY;
  if (extra.DATABASE_URL) env.DATABASE_URL = extra.DATABASE_URL;
  const log = options.logFile ? openSync(options.logFile, "a") : undefined;
  // Open until stop(): a process the supervisor restarts writes to the same descriptor.
  const closeLog = () => log !== undefined && closeSync(log);
  const site = await startSite(projectRoot, env, { stdio: log === undefined ? "ignore" : ["ignore", log, log], log: options.log }).catch((error: unknown) => {
    closeLog();
    throw error;
  });
  return {
    url,
    apiUrl,
    port,
    site,
    webRssMb: () => {
      const status = readFileSync(`/proc/${site.web.pid}/status`, "utf8");
      return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
    },
    stop: async () => {
      await site.stop();
      closeLog();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` passes or `ms` run out; returns how long it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not within ${ms} ms`);
}
