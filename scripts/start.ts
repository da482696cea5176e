import { existsSync } from "node:fs";
import path from "node:path";
import { API_BUNDLE, ensureApiBundle } from "./build-api";
import { checkSiteConfigFile } from "./mdx/site-config-check";
import { run, runToEnd, stop, waitForHttp } from "./lib/processes";
import { webServerCommand } from "./lib/web-server";
import { sessionSecret } from "./lib/secrets";

/**
 * `npm start`: builds when no build exists (and re-bundles the API when
 * api/ changed), then runs the API (which migrates and seeds) and the
 * production web server as one process tree.
 * SIGINT/SIGTERM stop both; the API closes its database on the way out.
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
  await ensureApiBundle(console.log);
  env.SESSION_SECRET = sessionSecret(env.DATA_DIR as string);

  // Plain node on the bundle: no TypeScript loader in the production process.
  const api = run(process.execPath, [API_BUNDLE], { cwd: root, env });
  const children = [api];
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((child) => stop(child)));
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  api.on("exit", (code) => {
    if (!stopping) {
      console.error(`API exited unexpectedly (${code}); stopping.`);
      void shutdown(1);
    }
  });

  await waitForHttp(`${env.API_URL as string}/api/health`, api);

  const webCommand = webServerCommand(root, env);
  const web = run(process.execPath, webCommand.args, { cwd: root, env: webCommand.env });
  children.push(web);
  web.on("exit", (code) => {
    if (!stopping) {
      console.error(`Web server exited unexpectedly (${code}); stopping.`);
      void shutdown(1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${env.PORT}/healthz`, web);

  console.log(`\n  Site running at http://localhost:${env.PORT}\n  Staff login at http://localhost:${env.PORT}/login (credentials printed by the API above)\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
