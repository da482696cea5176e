import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { runToEnd } from "./lib/processes";

/**
 * `npm test`: the content check first (a broken link fails in seconds, not
 * after the build), typecheck, lint, the production build, unit + integration
 * tests (vitest; the web server's run against the build), then the
 * end-to-end tests (Playwright, JS on and off).
 * Every step runs even when an earlier one fails, so one run shows
 * everything, except after a failed content check: the build would stop on
 * the same errors, so the run ends there, seconds in. The last line sums the
 * test runners as `N passed, N failed`.
 */
const root = path.resolve(import.meta.dirname, "..");
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, ".cache/test-reports");
mkdirSync(results, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

type Step = { name: string; command: string; args: string[] };
const steps: Step[] = [
  { name: "content check", command: process.execPath, args: [path.join(root, "scripts/content-check/run.mjs")] },
  { name: "typecheck", command: bin("tsc"), args: ["--noEmit"] },
  { name: "lint", command: bin("eslint"), args: [".", "--max-warnings", "0"] },
  // Files, exports and dependencies nothing uses (knip.ts).
  { name: "lint: unused code (knip)", command: bin("knip"), args: ["--no-progress"] },
  // Before vitest: the web server's integration tests run the production build.
  { name: "build", command: "npm", args: ["run", "build"] },
  {
    name: "unit + integration (vitest)",
    command: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", "--outputFile.json=.cache/test-reports/vitest.json"],
  },
  { name: "end-to-end (playwright)", command: bin("playwright"), args: ["test"] },
];

const only = process.argv.slice(2);
const failedSteps: string[] = [];
for (const file of ["vitest.json", "playwright.json"]) rmSync(path.join(results, file), { force: true });

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}`);
  try {
    await runToEnd(step.command, step.args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" } });
  } catch (error) {
    console.error(`✗ ${step.name}: ${(error as Error).message}`);
    failedSteps.push(step.name);
    if (step.name === "content check") {
      console.error("The build stops on the same errors: fix the ::error lines above first (content/README.md, \"The content check\").");
      break;
    }
  }
}

function readJson(file: string): Record<string, unknown> | undefined {
  const full = path.join(results, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as Record<string, unknown>) : undefined;
}

let passed = 0;
let failed = 0;
const vitest = readJson("vitest.json") as { numPassedTests?: number; numFailedTests?: number } | undefined;
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}
const playwright = readJson("playwright.json") as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined;
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
}

if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join(", ")}`);
// A failed step that is not a test runner (typecheck, lint, build) still fails the run.
const nonTestFailures = failedSteps.filter((s) => !s.includes("vitest") && !s.includes("playwright")).length;
console.log(`${passed} passed, ${failed + nonTestFailures} failed`);
process.exit(failedSteps.length ? 1 : 0);
