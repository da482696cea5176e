import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkContent } from "./check-content";
import { formatDiagnostic } from "./diagnostics";
import { MdxFactsCache } from "./mdx-facts-cache";

// run.mjs notes when node started on it, before bundling or loading anything.
const started = (globalThis as { contentCheckStartedAt?: number }).contentCheckStartedAt ?? performance.now();
const root = path.resolve(process.argv[2] ?? process.cwd());
const { report, fileCount } = await checkContent(root, { cache: new MdxFactsCache(path.join(root, ".cache/content-check/mdx-facts.json"), parserVersion()) });
for (const diagnostic of report.sorted()) console.log(formatDiagnostic(diagnostic));
const seconds = ((performance.now() - started) / 1000).toFixed(2);
// CPU time, not wall time: the check's cost whatever else the machine is doing.
const { user, system } = process.cpuUsage();
const cpuSeconds = ((user + system) / 1e6).toFixed(2);
const { errors, warnings } = report;
console.log(
  `content check: ${fileCount} files, ${errors.length} error${errors.length === 1 ? "" : "s"}, ${warnings.length} warning${warnings.length === 1 ? "" : "s"} (${seconds} s, ${cpuSeconds} s CPU)` +
    (errors.length ? ". Each line names the file, line and column, and what to change (content/README.md, \"The content check\")." : ""),
);
process.exitCode = errors.length ? 1 : 0;

/** npm rewrites node_modules/.package-lock.json on every install; run.mjs rebuilds this file when a source changes. */
function parserVersion(): string {
  const stamp = (file: string) => {
    try {
      const stat = statSync(file);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return "none";
    }
  };
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  return [stamp(fileURLToPath(import.meta.url)), stamp(path.join(here, "node_modules/.package-lock.json"))].join("|");
}
