import type { StdioOptions } from "node:child_process";
import path from "node:path";
import { API_BUNDLE } from "../build-node-bundles";
import { run } from "./processes";
import { type Liveness, Supervised } from "./supervisor";
import { webServerCommand } from "./web-server";

/** `npm start` and the web server's integration tests share it, so tests exercise what an operator runs. */
export interface RunningSite {
  api: Supervised;
  web: Supervised;
  stop(): Promise<void>;
}

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
  // Tests lengthen it to watch the site while the API is down.
  const minDelayMs = Number(env.SUPERVISOR_MIN_DELAY_MS) > 0 ? Number(env.SUPERVISOR_MIN_DELAY_MS) : undefined;
  const liveness = livenessFromEnv(env);
  const log = options.log;
  // No TypeScript loader in production.
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
