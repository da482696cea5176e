import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** Every step runs even after a failure, except a failed content check: the build would repeat it. */
const root = path.resolve(import.meta.dirname, "..");
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, ".cache/test-reports");
mkdirSync(results, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

/** `vitestReport`: the JSON report a vitest step writes, read for the recap beside what the step printed. */
type Step = { name: string; command: string; args: string[]; vitestReport?: string };
const vitestStep = (name: string, report: string, args: string[]): Step => ({
  name,
  command: bin("vitest"),
  args: ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(results, report)}`],
  vitestReport: report,
});
const steps: Step[] = [
  { name: "content check", command: process.execPath, args: [path.join(root, "scripts/content-check/run.mjs")] },
  { name: "typecheck", command: bin("tsc"), args: ["--noEmit"] },
  { name: "lint", command: bin("eslint"), args: [".", "--max-warnings", "0"] },
  { name: "lint: feature boundaries", command: bin("tsx"), args: [path.join(root, "scripts/lint/feature-boundaries.ts")] },
  { name: "lint: unused code (knip)", command: bin("knip"), args: ["--no-progress"] },
  // Before vitest: the web server's integration tests run the production build.
  { name: "build", command: "npm", args: ["run", "build"] },
  vitestStep("unit + integration (vitest)", "vitest.json", ["--project=shared"]),
  vitestStep("integration, one file at a time (vitest)", "vitest-alone.json", ["--project=alone", "--maxWorkers=1", "--minWorkers=1"]),
  { name: "end-to-end (playwright)", command: bin("playwright"), args: ["test"] },
];

/** Shows the step's output as it comes and keeps its end: the recap quotes what vitest said about a failure its report cannot name (a failed hook, an unhandled error). */
function runShown(step: Step): Promise<{ code: number | null; tail: string }> {
  const KEEP = 2_000_000;
  let tail = "";
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" },
    });
    const keep = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
      out.write(chunk);
      tail = (tail + chunk.toString("utf8")).slice(-KEEP);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code: signal ? null : code, tail }));
  });
}

/** Vitest's closing sections (failed suites and tests, unhandled errors), at most 40 lines each. */
function vitestFailureSections(output: string): string[] {
  const lines = stripVTControlCharacters(output).split("\n");
  const sections: string[] = [];
  lines.forEach((line, i) => {
    if (/⎯{3,}\s*(Failed Suites|Failed Tests|Unhandled (Errors?|Rejection))/.test(line)) sections.push(lines.slice(i, i + 40).join("\n"));
  });
  return sections;
}

const only = process.argv.slice(2);
const failedSteps: string[] = [];
const stepOutput = new Map<string, string>();
for (const file of [...steps.flatMap((s) => s.vitestReport ?? []), "playwright.json"]) rmSync(path.join(results, file), { force: true });

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}`);
  try {
    const { code, tail } = await runShown(step);
    if (step.vitestReport) stepOutput.set(step.name, tail);
    if (code !== 0) throw new Error(`${step.command} ${step.args.join(" ")} exited with ${code ?? "a signal"}`);
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
  testResults?: { name: string; status?: string; message?: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[];
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
for (const { name: stepName, vitestReport } of steps) {
  if (!vitestReport) continue;
  const vitest = readJson(vitestReport) as VitestReport | undefined;
  const before = failed;
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    for (const file of vitest.testResults ?? []) {
      const where = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
      for (const t of failedTests) recap.push(`vitest failed: ${where} › ${t.fullName}\n    ${firstLine(t.failureMessages?.[0])}`);
      if (failedTests.length || file.status !== "failed") continue;
      // A failed beforeAll marks its tests skipped and the file failed, with no message: they count as failed.
      const notRun = (file.assertionResults ?? []).filter((t) => t.status === "skipped" || t.status === "pending");
      failed += Math.max(1, notRun.length);
      recap.push(`vitest failed: ${where}: ${notRun.length} tests did not run${file.message ? `\n    ${firstLine(file.message)}` : " (a hook failed: see vitest's words below)"}`);
    }
  }
  if (!failedSteps.includes(stepName)) continue;
  const said = vitestFailureSections(stepOutput.get(stepName) ?? "");
  if (said.length) recap.push(`${stepName} said:\n${said.join("\n")}`);
  // Exited non-zero with nothing in its report (an unhandled error, a crash): one failure, not none.
  if (failed === before) {
    failed += 1;
    if (!said.length) recap.push(`vitest failed: ${stepName} exited non-zero with no failed test in its report`);
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
const nonTestFailures = failedSteps.filter((s) => !s.includes("vitest") && !(s.includes("playwright") && playwright?.stats?.unexpected)).length;
console.log(`${passed} passed, ${failed + nonTestFailures} failed`);
process.exit(failedSteps.length ? 1 : 0);
