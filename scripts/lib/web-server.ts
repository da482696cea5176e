import path from "node:path";
import { WEB_SERVER_BUNDLE } from "../build-node-bundles";

/**
 * Memory settings for the production web server on a small machine:
 * - heap cap WEB_HEAP_MB (160): live ~45 MB + 64 form bodies ×256 KB (16) + 2 editor uploads (7) +
 *   50 renders ×0.5 MB (25) ≈ 93 MB, plus 40 % headroom; larger requests are refused before the heap.
 * - semi-space WEB_SEMI_SPACE_MB (4; V8's 16): frequent tiny scavenges (soak peak RSS 222 → 179 MB).
 * - MALLOC_MMAP_THRESHOLD_=131072: large native buffers return to the system when freed.
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
