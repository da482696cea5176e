import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { runToEnd } from "./lib/processes";

/** Every step runs even after a failure, except a failed content check: the build would repeat it. */
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
  { name: "lint: feature boundaries", command: bin("tsx"), args: [path.join(root, "scripts/lint/feature-boundaries.ts")] },
  { name: "lint: unused code (knip)", command: bin("knip"), args: ["--no-progress"] },
  // Before vitest: the web server's integration tests run the production build.
  { name: "build", command: "npm", args: ["run", "build"] },
  {
    name: "unit + integration (vitest)",
    command: bin("vitest"),
    args: ["run", "--project=shared", "--reporter=default", "--reporter=json", "--outputFile.json=.cache/test-reports/vitest.json"],
  },
  {
    name: "integration, one file at a time (vitest)",
    command: bin("vitest"),
    args: ["run", "--project=alone", "--maxWorkers=1", "--minWorkers=1", "--reporter=default", "--reporter=json", "--outputFile.json=.cache/test-reports/vitest-alone.json"],
  },
  { name: "end-to-end (playwright)", command: bin("playwright"), args: ["test"] },
];

const only = process.argv.slice(2);
const failedSteps: string[] = [];
for (const file of ["vitest.json", "vitest-alone.json", "playwright.json"]) rmSync(path.join(results, file), { force: true });

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

type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { name: string; message?: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[];
};
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; line?: number; tests?: { projectName?: string; status?: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number }; suites?: PlaywrightSuite[] };

let passed = 0;
let failed = 0;
// CI logs are read from the tail: name every failed and flaky test next to the totals.
const recap: string[] = [];
for (const vitest of [readJson("vitest.json"), readJson("vitest-alone.json")] as (VitestReport | undefined)[]) {
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests) recap.push(`vitest failed: ${where} › ${t.fullName}\n    ${firstLine(t.failureMessages?.[0])}`);
    if (!failedTests.length && file.message) recap.push(`vitest failed: ${where}\n    ${firstLine(file.message)}`);
  }
}
const playwright = readJson("playwright.json") as PlaywrightReport | undefined;
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "unexpected" || t.status === "flaky") {
          recap.push(`playwright ${t.status === "flaky" ? "flaky" : "failed"}: [${t.projectName}] ${file}:${spec.line} › ${spec.title}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of playwright.suites ?? []) walk(suite, suite.file ?? suite.title);
}

function firstLine(text: string | undefined): string {
  return (text ?? "").split("\n").find((l) => l.trim())?.trim().slice(0, 300) ?? "";
}

if (recap.length) console.error(`\n${recap.join("\n")}`);
if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join(", ")}`);
const nonTestFailures = failedSteps.filter((s) => !s.includes("vitest") && !s.includes("playwright")).length;
console.log(`${passed} passed, ${failed + nonTestFailures} failed`);
process.exit(failedSteps.length ? 1 : 0);
