import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as LhResult } from "lighthouse";
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM, chromiumPath } from "../scripts/lib/chromium";
import { type Finding, type Row, type Section, judge } from "./report";
import { type PageTask, type TraceEvent, describeTasks, pageTasks } from "./trace-tasks";

/** Budgets in bench/README.md; the median run by performance score is reported, ties and even counts on the cautious side. */

export const CHROME_PATH = chromiumPath(process.env.CHROME_PATH) ?? SYSTEM_CHROMIUM;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

const SHORT: Record<string, string> = { performance: "perf", accessibility: "a11y", "best-practices": "bp", seo: "seo" };
export type CpuSlowdown = 4 | 8;

/** Scores are minimums; LCP and TBT maximums in ms, as Lighthouse simulates them. */
type Budget = { scores: Record<string, number>; lcpMs: number; tbtMs: number };

function budgetFor(jsFree: boolean, cpu: CpuSlowdown): Budget {
  const others = { accessibility: 100, "best-practices": 100, seo: 100 };
  if (jsFree) return { scores: { performance: cpu === 4 ? 100 : 99, ...others }, lcpMs: 1200, tbtMs: cpu === 4 ? 0 : 50 };
  return { scores: { performance: cpu === 4 ? 99 : 90, ...others }, lcpMs: cpu === 4 ? 1500 : Infinity, tbtMs: Infinity };
}

function budgetText(budget: Budget): string {
  const scores = Object.entries(budget.scores).map(([id, min]) => `${SHORT[id]} ${min === 100 ? "100" : `≥ ${min}`}`);
  const times = [...(Number.isFinite(budget.lcpMs) ? [`LCP ≤ ${budget.lcpMs / 1000} s`] : []), ...(Number.isFinite(budget.tbtMs) ? [`TBT ≤ ${budget.tbtMs} ms`] : [])];
  return [...scores, ...times].join(" · ");
}

export const BUDGET_TEXT = "see bench/README.md (no JavaScript / hydrates × 4× / 8× CPU)";

export interface LighthousePage {
  label: string;
  url: string;
  name: string;
  jsFree: boolean;
}

/** One run's report, and its page's observed main-thread tasks (the trace itself is not kept: tens of MB). */
type Run = { lhr: LhResult; tasks: PageTask[] };

async function runOnce(url: string, cpu: CpuSlowdown): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // Merged into the defaults (mobile, simulated slow 4G): only the CPU factor changes.
    const config = { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier: cpu } } };
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, config as Parameters<typeof lighthouse>[2]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
    return { lhr: result.lhr, tasks: pageTasks(trace?.traceEvents ?? [], result.lhr.mainDocumentUrl ?? url) };
  } finally {
    chrome.kill();
  }
}

/**
 * NO_NAVSTART and the like ("Please run Lighthouse again") get a fresh browser, up to ATTEMPTS in all: on
 * 2026-11-29 one row failed twice running (an ERROR row that measured nothing).
 */
const ATTEMPTS = 3;
async function runRetrying(url: string, cpu: CpuSlowdown): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, cpu);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      process.stderr.write(`Lighthouse ${url}: ${(error as Error).message} — running it again\n`);
    }
  }
}

const score = (lhr: LhResult, id: string) => {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? NaN : Math.round(s * 100);
};
const num = (lhr: LhResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function describeItem(item: Record<string, unknown>): string {
  const parts: string[] = [];
  const node = (item.node ?? (item as { element?: unknown }).element) as { snippet?: string; selector?: string; nodeLabel?: string; explanation?: string } | undefined;
  if (node && typeof node === "object") {
    if (node.selector) parts.push(`\`${node.selector}\``);
    if (node.snippet) parts.push(`\`${node.snippet.slice(0, 160)}\``);
    if (node.explanation) parts.push(node.explanation.replace(/\s+/g, " ").slice(0, 240));
  }
  for (const key of ["url", "href", "text", "source", "description", "issueType", "phase", "percent", "timing", "label", "entity", "totalBytes", "wastedBytes", "wastedMs", "total", "scripting", "duration", "startTime", "blockingTime", "score", "groupLabel"]) {
    const value = item[key];
    if (value === undefined || value === null || value === "") continue;
    if (typeof value === "object") {
      const url = (value as { url?: string; text?: string }).url ?? (value as { text?: string }).text;
      if (url) parts.push(`${key}: ${url}`);
      continue;
    }
    parts.push(`${key}: ${typeof value === "number" ? Math.round(value * 100) / 100 : String(value).slice(0, 200)}`);
  }
  return parts.join(" · ") || JSON.stringify(item).slice(0, 240);
}

function failingAudits(lhr: LhResult, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const lines: string[] = [];
  const refs = [...category.auditRefs].sort((a, b) => b.weight - a.weight);
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === "hidden") continue;
    if (audit.scoreDisplayMode === "error") {
      lines.push(`**${audit.id}** could not run: ${audit.errorMessage ?? "error"}`);
      continue;
    }
    if (audit.score === null || ["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
    const failing = categoryId === "performance" ? audit.score < 0.9 : audit.score < 1;
    if (!failing) continue;
    lines.push(
      `**${audit.id}** (score ${Math.round(audit.score * 100)}${ref.weight ? `, weight ${ref.weight}` : ""}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`,
    );
    const details = audit.details as { items?: Array<Record<string, unknown>> } | undefined;
    const items = (Array.isArray(details?.items) ? details.items : []).flatMap((item) =>
      Array.isArray((item as { items?: unknown }).items) ? ((item as { items: Array<Record<string, unknown>> }).items ?? []) : [item],
    );
    for (const item of items.slice(0, 5)) lines.push(`  ↳ ${describeItem(item)}`);
    if (items.length > 5) lines.push(`  ↳ … ${items.length - 5} more`);
  }
  return lines;
}

/** The lower middle with an even count: the cautious side. */
function medianByPerformance(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => (score(a.lhr, "performance") || 0) - (score(b.lhr, "performance") || 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function detailItems(details: unknown): Array<Record<string, unknown>> {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => (Array.isArray((item as { items?: unknown }).items) ? ((item as { items: Array<Record<string, unknown>> }).items ?? []) : [item]));
}

function lcpCauses(lhr: LhResult): string[] {
  const lines: string[] = [];
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift"]
    .map((m) => lhr.audits[m])
    .filter((a) => a !== undefined)
    .map((a) => `${a.id} ${a.displayValue ?? ""} (score ${Math.round((a.score ?? 0) * 100)})`);
  lines.push(`Metrics: ${metrics.join(", ")}`);
  const element = lhr.audits["largest-contentful-paint-element"];
  const elementItems = detailItems(element?.details);
  if (elementItems.length) {
    lines.push("**LCP element** and phases:");
    for (const item of elementItems) lines.push(`  ↳ ${describeItem(item)}`);
  }
  const savings = (audit: LhResult["audits"][string]) => {
    const details = audit.details as { overallSavingsMs?: number; type?: string } | undefined;
    return audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? details?.overallSavingsMs ?? 0;
  };
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && savings(audit) > 0)
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 5);
  if (opportunities.length) {
    lines.push("**Top opportunities** (estimated LCP/FCP savings):");
    for (const audit of opportunities) {
      lines.push(`  ↳ ${audit.id}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""} (≈ ${Math.round(savings(audit))} ms)`);
      for (const item of detailItems(audit.details).slice(0, 3)) lines.push(`    ↳ ${describeItem(item)}`);
    }
  }
  return lines;
}

export async function measureLighthouse(pages: LighthousePage[], options: { runs: number; resultsDir: string; cpu: CpuSlowdown }): Promise<Section> {
  const cpu = options.cpu;
  const measure = `Lighthouse ${cpu}× CPU`;
  const rows: Row[] = [];
  const findings: Finding[] = [];
  const notes: string[] = [];
  mkdirSync(options.resultsDir, { recursive: true });
  // The bare page's TBT in this run: what a site page adds is read beside it, as throughput is read beside nginx.
  let floorTbt: number | undefined;
  for (const page of pages) {
    const budget = budgetFor(page.jsFree, cpu);
    const BUDGET = budget.scores;
    const LCP_BUDGET_MS = budget.lcpMs;
    try {
      const measured: Run[] = [];
      for (let i = 0; i < options.runs; i++) measured.push(await runRetrying(page.url, cpu));
      const { lhr, tasks } = medianByPerformance(measured);
      const runs = measured.map((run) => run.lhr);
      const file = path.join(options.resultsDir, `lighthouse-${page.name}${cpu === 4 ? "" : `-cpu${cpu}`}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      const applied = lhr.configSettings.throttling?.cpuSlowdownMultiplier;
      if (applied !== cpu) throw new Error(`Lighthouse ran with ${applied}× CPU slowdown, not ${cpu}×`);

      const scores = Object.keys(BUDGET).map((id) => ({ id, value: score(lhr, id) }));
      const failed = scores.filter((s) => !(s.value >= BUDGET[s.id]!));
      const lcp = num(lhr, "largest-contentful-paint");
      const tbt = num(lhr, "total-blocking-time");
      const lcpFailed = !(lcp <= LCP_BUDGET_MS) || !(tbt <= budget.tbtMs);
      if (page.name === "floor") floorTbt = tbt;
      const overFloor = floorTbt !== undefined && page.name !== "floor" ? ` (bare page ${Math.round(floorTbt)} ms, +${Math.round(tbt - floorTbt)})` : "";
      const perfSpread =
        runs.length > 1
          ? ` (${runs.length} runs: perf ${runs.map((r) => score(r, "performance")).join("/")}, TBT ${runs.map((r) => Math.round(num(r, "total-blocking-time"))).join("/")} ms, LCP ${runs.map((r) => (num(r, "largest-contentful-paint") / 1000).toFixed(2)).join("/")} s)`
          : "";
      const scriptBytes = (
        (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? []
      ).find((i) => i.resourceType === "script")?.transferSize;
      rows.push({
        measure,
        subject: page.label,
        result:
          scores.map((s) => `${SHORT[s.id]} ${s.value}`).join(" · ") +
          ` — LCP ${(lcp / 1000).toFixed(2)} s · FCP ${(num(lhr, "first-contentful-paint") / 1000).toFixed(2)} s · TBT ${Math.round(tbt)} ms${overFloor} · CLS ${num(lhr, "cumulative-layout-shift").toFixed(3)}` +
          ` · transfer ${(num(lhr, "total-byte-weight") / 1024).toFixed(0)} KB${scriptBytes !== undefined ? ` (JS ${(scriptBytes / 1024).toFixed(0)} KB)` : ""}${perfSpread}`,
        budget: budgetText(budget),
        status: judge(failed.length === 0 && !lcpFailed),
      });
      const report = path.relative(process.cwd(), file);
      if (lcpFailed || failed.some((f) => f.id === "performance")) {
        const perf = score(lhr, "performance");
        const lines = [...lcpCauses(lhr), ...failingAudits(lhr, "performance")];
        // Hidden in a group, but it is what Total Blocking Time is made of.
        const longTasks = lhr.audits["long-tasks"];
        const taskItems = detailItems(longTasks?.details);
        if (taskItems.length) {
          lines.push(`**long-tasks**: ${longTasks!.displayValue ?? `${taskItems.length} long tasks`}`);
          for (const item of taskItems.slice(0, 6)) lines.push(`  ↳ ${describeItem(item)}`);
        }
        // Lantern multiplies these clock times by the CPU factor (by half of it for a task that lays out) and counts a layout
        // task that is not the page's first one after its simulated first paint (bench/README.md, "What moved each figure").
        lines.push(`**main thread as observed** (Lighthouse's trace, before its ${cpu}× simulation; ms): ${describeTasks(tasks)}`);
        findings.push({
          title: `${measure} ${page.label} — performance ${perf} (budget ${BUDGET.performance}), LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms (${budgetText(budget)}); full report ${report}`,
          lines,
        });
      }
      for (const { id, value } of failed) {
        if (id === "performance") continue;
        findings.push({ title: `${measure} ${page.label} — ${id} ${value} (budget ${BUDGET[id]}); full report ${report}`, lines: failingAudits(lhr, id) });
      }
      for (const warning of lhr.runWarnings ?? []) notes.push(`${measure} ${page.label}: ${warning}`);
      if (lhr.environment?.benchmarkIndex) notes.push(`${measure} ${page.label}: CPU benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} (Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling)`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      rows.push({ measure, subject: page.label, result: `measurement failed: ${message}`, budget: budgetText(budget), status: "ERROR" });
      findings.push({ title: `${measure} ${page.label}: measurement failed`, lines: [message] });
    }
  }
  return { rows, findings, notes };
}
