import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Bundles the API service (api/main.ts) into build/api/main.js, run by
 * `npm start` with plain node: no TypeScript loader in the production
 * process (tsx holds about 30 MB of its own and of compiled sources), and a
 * faster start. Packages in node_modules stay outside the bundle. Vite is
 * already the web app's bundler, so no other tool is needed.
 *
 * `npm run build` calls this; `npm start` calls it too when a file in api/
 * is newer than the bundle, so a stale API never runs.
 */
const root = path.resolve(import.meta.dirname, "..");
export const API_BUNDLE = path.join(root, "build/api/main.js");

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith(".ts")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function apiBundleIsCurrent(): boolean {
  return existsSync(API_BUNDLE) && statSync(API_BUNDLE).mtimeMs >= newestSource(path.join(root, "api"));
}

export async function buildApi(): Promise<void> {
  // Loaded here: `npm start` imports this module for the freshness check alone.
  const { build } = await import("vite");
  await build({
    configFile: false,
    publicDir: false,
    root,
    logLevel: "warn",
    build: {
      ssr: path.join(root, "api/main.ts"),
      outDir: path.join(root, "build/api"),
      emptyOutDir: true,
      target: "node20",
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: "main.js", chunkFileNames: "[name]-[hash].js" } },
    },
  });
}

/** Re-bundles when api/ changed since the last bundle (npm start, the bench); `say` tells why. */
export async function ensureApiBundle(say: (line: string) => void = () => {}): Promise<void> {
  if (apiBundleIsCurrent()) return;
  say("Bundling the API (api/ changed since the last build)…");
  await buildApi();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildApi();
}
