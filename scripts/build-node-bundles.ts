import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { importAliases } from "./aliases";

/**
 * Bundles the API and the web server into plain JavaScript: no TypeScript loader in production (tsx holds
 * ~30 MB) and a faster start. ensureNodeBundles() re-bundles changed sources so a stale process never runs.
 */
const root = path.resolve(import.meta.dirname, "..");
export const API_BUNDLE = path.join(root, "build/api/main.js");
export const WEB_SERVER_BUNDLE = path.join(root, "build/web/server.js");

type Bundle = { entry: string; file: string; sources: string[] };
const BUNDLES: Bundle[] = [
  { entry: "api/main.ts", file: API_BUNDLE, sources: ["api", "shared"] },
  { entry: "server/main.ts", file: WEB_SERVER_BUNDLE, sources: ["server", "app/shared", "app/features/leads", "api/contract", "shared"] },
];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith(".ts")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function isCurrent(bundle: Bundle): boolean {
  if (!existsSync(bundle.file)) return false;
  const built = statSync(bundle.file).mtimeMs;
  return bundle.sources.every((dir) => built >= newestSource(path.join(root, dir)));
}

async function bundle({ entry, file }: Bundle): Promise<void> {
  // Loaded here: `npm start` imports this module for the freshness check alone.
  const { build } = await import("vite");
  await build({
    configFile: false,
    publicDir: false,
    root,
    logLevel: "warn",
    resolve: { alias: importAliases },
    build: {
      ssr: path.join(root, entry),
      outDir: path.dirname(file),
      emptyOutDir: true,
      target: "node20",
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: path.basename(file), chunkFileNames: "[name]-[hash].js" } },
    },
  });
}

export async function buildNodeBundles(): Promise<void> {
  for (const each of BUNDLES) await bundle(each);
}

export async function ensureNodeBundles(say: (line: string) => void = () => {}): Promise<void> {
  for (const each of BUNDLES) {
    if (isCurrent(each)) continue;
    say(`Bundling ${each.entry} (its sources changed since the last build)…`);
    await bundle(each);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildNodeBundles();
}
