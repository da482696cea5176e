import path from "node:path";
import type { Plugin } from "vite";
import { checkContent } from "./check-content";
import { formatDiagnostic } from "./diagnostics";

/** Remix starts several Vite instances in one process, each loading this config afresh: the check runs once per process. */
const CHECKED = Symbol.for("manzil.contentCheck.ran");
type Marked = typeof globalThis & { [CHECKED]?: boolean };

export function contentCheck(): Plugin {
  let command: "build" | "serve" = "build";
  let root = process.cwd();
  const run = async () => {
    const { report } = await checkContent(root);
    for (const diagnostic of report.sorted()) console.warn(formatDiagnostic(diagnostic));
    return report;
  };
  return {
    name: "content-check",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    async buildStart() {
      if ((globalThis as Marked)[CHECKED]) return;
      (globalThis as Marked)[CHECKED] = true;
      const report = await run();
      if (command === "build" && report.errors.length) {
        throw new Error(`content check: ${report.errors.length} error(s) in content/ (listed above; npm run check:content shows them in a second)`);
      }
    },
    handleHotUpdate({ file }) {
      if (file.startsWith(path.join(root, "content") + path.sep) || file.startsWith(path.join(root, "public") + path.sep)) void run();
    },
  };
}
