import path from "node:path";
import type { Plugin } from "vite";
import { checkContent } from "./check-content";
import { formatDiagnostic } from "./diagnostics";

/**
 * The build runs the content check itself, so `npm run build` and
 * `npm run check:content` can never disagree: errors stop a build with the
 * same lines the check prints. Under `npm run dev` the lines are printed
 * (at start and when a content file changes) and the server keeps running.
 */
/**
 * Remix starts several Vite instances in one process (route compiler, client,
 * server), each loading this config afresh: the check runs once per process.
 */
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
