import path from "node:path";
import { WEB_SERVER_BUNDLE } from "../build-node-bundles";

/**
 * How the production web server (server/main.ts, bundled to
 * build/web/server.js) is launched — by `npm start`, and so by the
 * end-to-end suite, and by the bench — with memory settings for a small
 * server:
 *
 * - `--max-old-space-size` (WEB_HEAP_MB, default 160). V8 otherwise lets the
 *   heap grow to several times the live data under load before collecting.
 *   The cap must also hold the largest requests the server accepts at once,
 *   so that no mix of requests can exhaust it. The arithmetic:
 *
 *     live heap of a busy server (routes, caches, renderers)      ~ 45 MB
 *     64 form bodies in flight (server/app.ts) × 64 KB, each held
 *       ~4 times while parsed (bytes, UTF-16 string, URLSearchParams
 *       copy, form values)                             64 × 256 KB = 16 MB
 *     2 editor uploads in flight × their text parts (2 × 0.86 MB,
 *       ×2 as strings); the images themselves are Buffers outside
 *       the V8 heap (2 × 53 MB in RSS, not here)        2 × 3.5 MB =  7 MB
 *     documents being rendered (50 connections × ~0.5 MB)          = 25 MB
 *                                                                   ------
 *                                                                   ~93 MB
 *
 *   160 MB leaves 40 % headroom for garbage between collections. A request
 *   over those limits is refused while it streams (413) or before it starts
 *   (503 when too many bodies are in flight), so it never reaches the heap.
 * - `--max-semi-space-size` (WEB_SEMI_SPACE_MB, default 4; V8's own is 16):
 *   every answer leaves short-lived garbage; with a small young generation it
 *   is collected in frequent, sub-millisecond scavenges instead of growing
 *   the process by tens of MB under load (bench soak: peak RSS 222 → 179 MB).
 * - `MALLOC_MMAP_THRESHOLD_=131072` (glibc; ignored elsewhere): keeps large
 *   native buffers (compression state, upload parts) in their own mappings,
 *   returned to the system when freed instead of fragmenting the heap. An
 *   operator's own value wins.
 */
const DEFAULT_WEB_HEAP_MB = 160;
const DEFAULT_SEMI_SPACE_MB = 4;

export function webServerCommand(root: string, env: NodeJS.ProcessEnv = process.env): { args: string[]; env: NodeJS.ProcessEnv } {
  const heapMb = Number(env.WEB_HEAP_MB) > 0 ? Number(env.WEB_HEAP_MB) : DEFAULT_WEB_HEAP_MB;
  const semiSpaceMb = Number(env.WEB_SEMI_SPACE_MB) > 0 ? Number(env.WEB_SEMI_SPACE_MB) : DEFAULT_SEMI_SPACE_MB;
  return {
    args: [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${semiSpaceMb}`, path.relative(root, WEB_SERVER_BUNDLE)],
    env: { ...env, MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? "131072" },
  };
}
