import path from "node:path";

/**
 * How the production web server (remix-serve on build/server/index.js) is
 * launched — by `npm start`, and so by the end-to-end suite, and by the
 * bench — with memory settings for a small server:
 *
 * - `--max-old-space-size` (WEB_HEAP_MB, default 160): V8 otherwise lets the
 *   heap grow to several times the live data under load before collecting
 *   (RSS 350–450 MB after a soak for ~40 MB of live objects). jsdom, the one
 *   large resident, runs in a worker that stops when idle
 *   (app/lib/blog/sanitize.server.ts), so 160 MB is about four times the
 *   server's live heap.
 * - `MALLOC_MMAP_THRESHOLD_=131072` (glibc; ignored elsewhere): keeps large
 *   native buffers (compression state, response bodies) in their own
 *   mappings, returned to the system when freed instead of fragmenting the
 *   heap. An operator's own value wins.
 */
export const DEFAULT_WEB_HEAP_MB = 160;

export function webServerCommand(root: string, env: NodeJS.ProcessEnv = process.env): { args: string[]; env: NodeJS.ProcessEnv } {
  const heapMb = Number(env.WEB_HEAP_MB) > 0 ? Number(env.WEB_HEAP_MB) : DEFAULT_WEB_HEAP_MB;
  return {
    args: [`--max-old-space-size=${heapMb}`, path.join(root, "node_modules/@remix-run/serve/dist/cli.js"), "build/server/index.js"],
    env: { ...env, MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? "131072" },
  };
}
