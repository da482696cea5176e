import path from "node:path";
import { WEB_SERVER_BUNDLE } from "../build-node-bundles";

/**
 * Heap 160 MB: live ~45 + 64 form bodies (16) + 2 uploads (7) + 50 renders (25) ≈ 93 MB plus 40 % headroom.
 * Semi-space 4 MB (V8's 16): soak peak RSS 222 → 179 MB. MALLOC_MMAP_THRESHOLD_ returns large freed buffers.
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
