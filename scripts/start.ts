import { existsSync } from "node:fs";
import path from "node:path";
import { ensureNodeBundles } from "./build-node-bundles";
import { checkSiteConfigFile } from "./mdx/site-config-check";
import { runToEnd } from "./lib/processes";
import { sessionSecret } from "./lib/secrets";
import { type RunningSite, startSite } from "./lib/site";

/** Each process is supervised, so one crashing leaves the other running (ADR 015). SIGINT/SIGTERM drain both. */
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
  env.SESSION_SECRET = sessionSecret(env.DATA_DIR as string, { production: env.NODE_ENV === "production" });

  const running: { site?: RunningSite } = {};
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await running.site?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  running.site = await startSite(root, env);
  console.log(`\n  Site running at http://localhost:${env.PORT}\n  Staff login at http://localhost:${env.PORT}/login (credentials printed by the API above)\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
