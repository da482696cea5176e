import { existsSync } from "node:fs";
import path from "node:path";
import { API_BUNDLE, ensureNodeBundles } from "./build-node-bundles";
import { checkSiteConfigFile } from "./mdx/site-config-check";
import { run, runToEnd } from "./lib/processes";
import { Supervised } from "./lib/supervisor";
import { webServerCommand } from "./lib/web-server";
import { sessionSecret } from "./lib/secrets";

/**
 * `npm start`: builds when no build exists (and re-bundles the API or the
 * web server when their sources changed), then runs the API (which migrates
 * and seeds) and the production web server (server/main.ts), each under a
 * supervisor that restarts it with backoff if it crashes while the other
 * keeps running (ADR 013). SIGINT/SIGTERM stop both; each finishes what it
 * is doing first (the API closes its database, the web server drains).
 */
const root = path.resolve(import.meta.dirname, "..");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || ("production" as const),
  PORT: process.env.PORT || "3000",
  API_PORT: process.env.API_PORT || "4000",
  DATA_DIR: path.resolve(root, process.env.DATA_DIR || "data"),
};
env.API_URL = process.env.API_URL || `http://127.0.0.1:${env.API_PORT}`;

async function main() {
  checkSiteConfigFile(path.join(root, "content/site.json"));

  if (!existsSync(path.join(root, "build/server/index.js"))) {
    console.log("No build found: building the web app (about a minute)…");
    await runToEnd("npm", ["run", "build"], { cwd: root, env });
  }
  await ensureNodeBundles(console.log);
  env.SESSION_SECRET = sessionSecret(env.DATA_DIR as string);

  // Plain node on the bundles: no TypeScript loader in the production processes.
  const api = new Supervised({
    name: "API",
    start: () => run(process.execPath, [API_BUNDLE], { cwd: root, env }),
    readyUrl: `${env.API_URL as string}/api/health`,
  });
  const webCommand = webServerCommand(root, env);
  const web = new Supervised({
    name: "Web server",
    start: () => run(process.execPath, webCommand.args, { cwd: root, env: webCommand.env }),
    readyUrl: `http://127.0.0.1:${env.PORT}/healthz`,
  });

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([web.stop(), api.stop()]);
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  try {
    await api.start();
    await web.start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }

  console.log(`\n  Site running at http://localhost:${env.PORT}\n  Staff login at http://localhost:${env.PORT}/login (credentials printed by the API above)\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
