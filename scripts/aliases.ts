import { fileURLToPath } from "node:url";

/** Import aliases shared by the build (vite.config.ts) and the tests (vitest.config.ts). */
export const importAliases = {
  "~content": fileURLToPath(new URL("../content", import.meta.url)),
  "~contract": fileURLToPath(new URL("../api/contract", import.meta.url)),
  "~": fileURLToPath(new URL("../app", import.meta.url)),
};
