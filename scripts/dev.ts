import path from "node:path";
import { run, stop } from "./lib/processes";
import { sessionSecret } from "./lib/secrets";

/** `npm run dev`: the API under `tsx watch` and Remix's Vite dev server, both hot-reloading. */
const root = path.resolve(import.meta.dirname, "..");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "development" as const,
  API_PORT: process.env.API_PORT || "4000",
  DATA_DIR: path.resolve(root, process.env.DATA_DIR || "data"),
};
env.API_URL = process.env.API_URL || `http://127.0.0.1:${env.API_PORT}`;
env.SESSION_SECRET = sessionSecret(env.DATA_DIR as string, { production: false });

const children = [
  run(process.execPath, ["--import", "tsx", "scripts/images/render-social-images.ts"], { cwd: root, env }),
  run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "watch", "--clear-screen=false", "api/main.ts"], { cwd: root, env }),
  run(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:dev", "--port", process.env.PORT || "3000"], {
    cwd: root,
    env,
  }),
];

const shutdown = async () => {
  await Promise.all(children.map((child) => stop(child, 5_000)));
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
