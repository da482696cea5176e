import type { StdioOptions } from "node:child_process";
import path from "node:path";
import { API_BUNDLE } from "../build-node-bundles";
import { run } from "./processes";
import { type Liveness, Supervised } from "./supervisor";
import { webServerCommand } from "./web-server";

/**
 * The running site: the API and the production web server, each supervised
 * (restarted with backoff when it crashes or stops answering its health
 * check; scripts/lib/supervisor.ts).
 * `npm start` uses it, and so do the integration tests of the web server,
 * so they exercise exactly what an operator runs. `env` must already hold
 * PORT, API_URL, DATA_DIR and SESSION_SECRET.
 */
export interface RunningSite {
  api: Supervised;
  web: Supervised;
  stop(): Promise<void>;
}

/** SUPERVISOR_HEALTH_INTERVAL_MS / _TIMEOUT_MS / _FAILURES: how a running process is checked (scripts/lib/supervisor.ts). */
function livenessFromEnv(env: NodeJS.ProcessEnv): Partial<Liveness> {
  const positive = (name: string) => (Number(env[name]) > 0 ? Number(env[name]) : undefined);
  const settings = {
    intervalMs: positive("SUPERVISOR_HEALTH_INTERVAL_MS"),
    timeoutMs: positive("SUPERVISOR_HEALTH_TIMEOUT_MS"),
    failures: positive("SUPERVISOR_HEALTH_FAILURES"),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

export async function startSite(
  root: string,
  env: NodeJS.ProcessEnv,
  options: { stdio?: StdioOptions; log?: (line: string) => void } = {},
): Promise<RunningSite> {
  const stdio = options.stdio ?? "inherit";
  // SUPERVISOR_MIN_DELAY_MS: the first restart's pause (tests lengthen it to watch the site while the API is down).
  const minDelayMs = Number(env.SUPERVISOR_MIN_DELAY_MS) > 0 ? Number(env.SUPERVISOR_MIN_DELAY_MS) : undefined;
  const liveness = livenessFromEnv(env);
  const log = options.log;
  // Plain node on the bundles: no TypeScript loader in the production processes.
  const api = new Supervised({
    name: "API",
    start: () => run(process.execPath, [API_BUNDLE], { cwd: root, env, stdio }),
    readyUrl: `${env.API_URL as string}/api/health`,
    minDelayMs,
    liveness,
    log,
  });
  const webCommand = webServerCommand(root, env);
  const web = new Supervised({
    name: "Web server",
    start: () => run(process.execPath, webCommand.args, { cwd: root, env: webCommand.env, stdio }),
    readyUrl: `http://127.0.0.1:${env.PORT as string}/healthz`,
    minDelayMs,
    liveness,
    log,
  });
  const stop = async () => {
    await Promise.all([web.stop(), api.stop()]);
  };
  try {
    await api.start();
    await web.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, web, stop };
}

export const projectRoot = path.resolve(import.meta.dirname, "../..");
