import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { MachineInfo } from "./machine";

/** ERROR counts as a failure: a budget nobody could check is not met. */

export type Status = "PASS" | "FAIL" | "INFO" | "SKIP" | "ERROR";

export interface Row {
  measure: string;
  subject: string;
  result: string;
  budget: string;
  status: Status;
}

export interface Finding {
  title: string;
  lines: string[];
}

export interface Section {
  rows: Row[];
  findings: Finding[];
  notes?: string[];
}

export const judge = (ok: boolean): Status => (ok ? "PASS" : "FAIL");

export function errorSection(measure: string, subject: string, budget: string, error: unknown): Section {
  const message = error instanceof Error ? error.message : String(error);
  return {
    rows: [{ measure, subject, result: `measurement failed: ${message.split("\n")[0]}`, budget, status: "ERROR" }],
    findings: [{ title: `${measure} — ${subject}: measurement failed`, lines: [error instanceof Error ? (error.stack ?? message) : message] }],
  };
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function renderTable(rows: Row[]): string {
  const lines = ["| Measure | Subject | Result | Budget | Status |", "|---|---|---|---|---|"];
  for (const row of rows) lines.push(`| ${[row.measure, row.subject, row.result, row.budget, `**${row.status}**`].map(cell).join(" | ")} |`);
  return lines.join("\n");
}

export function renderMarkdown(machine: MachineInfo, sections: Section[], elapsedMs: number, loadAtEnd: number): string {
  const rows = sections.flatMap((s) => s.rows);
  const findings = sections.flatMap((s) => s.findings);
  const notes = sections.flatMap((s) => s.notes ?? []);
  const failed = rows.filter((r) => r.status === "FAIL" || r.status === "ERROR").length;
  const out = [
    "# Benchmark results",
    "",
    `- Date: ${machine.date}`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM`,
    // Only the start tells of other work: the end follows the bench's own load test and restarts.
    `- Load average (1 min): ${machine.loadAtStart} at start${machine.loadAtStart > machine.cores * 0.5 ? " — other work was running on this machine: numbers are pessimistic" : ""}; ${loadAtEnd} at end, after the bench's own load`,
    `- Urdu fonts: ${machine.urduFonts.length ? machine.urduFonts.join(", ") : "none — the Urdu pages' rows measure boxes, not Urdu (apt-get install fonts-noto-core)"}`,
    `- Node: ${machine.node}`,
    `- Commit: ${machine.commit ?? "unknown"}`,
    `- Run time: ${(elapsedMs / 1000).toFixed(0)} s`,
    `- Verdict: ${failed === 0 ? "all budgets met" : `${failed} row(s) FAIL/ERROR`}`,
    "",
    renderTable(rows),
    "",
  ];
  if (notes.length) out.push("## Notes", "", ...notes.map((n) => `- ${n}`), "");
  if (findings.length) {
    out.push("## Causes of failing rows", "");
    for (const finding of findings) out.push(`### ${finding.title}`, "", ...finding.lines.map((l) => `- ${l}`), "");
  }
  return out.join("\n");
}

/** A run of one row writes its own file and leaves the whole run's alone. */
export function writeReport(dir: string, markdown: string, name = "latest.md"): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, markdown);
  return file;
}
