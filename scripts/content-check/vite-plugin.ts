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
export function contentCheck(): Plugin {
  let command: "build" | "serve" = "build";
  let root = process.cwd();
  let checked = false;
  const run = () => {
    const { report } = checkContent(root);
    for (const diagnostic of report.sorted()) console.warn(formatDiagnostic(diagnostic));
    return report;
  };
  return {
    name: "content-check",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    buildStart() {
      // The client and server builds both start: one check is enough.
      if (checked) return;
      checked = true;
      const report = run();
      if (command === "build" && report.errors.length) {
        throw new Error(`content check: ${report.errors.length} error(s) in content/ (listed above; npm run check:content shows them in a second)`);
      }
    },
    handleHotUpdate({ file }) {
      if (file.startsWith(path.join(root, "content") + path.sep) || file.startsWith(path.join(root, "public") + path.sep)) run();
    },
  };
}
