import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Numbers compare only within one machine: the report names it, so a slower box is not taken for a regression. */

export interface MachineInfo {
  date: string;
  cpu: string;
  cores: number;
  ramGiB: number;
  node: string;
  commit: string | null;
  /** Other work on the box skews every number. */
  loadAtStart: number;
  /** The font Urdu pages are drawn in; without one Chromium draws boxes, and the Urdu rows measure those. */
  urduFonts: string[];
}

export const loadAverage = () => Math.round(os.loadavg()[0]! * 100) / 100;

function cpuModel(): string {
  try {
    const line = readFileSync("/proc/cpuinfo", "utf8")
      .split("\n")
      .find((l) => /^model name\s*:/.test(l));
    if (line) return line.replace(/^model name\s*:\s*/, "").trim();
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model ?? "unknown";
}

/** The bench never runs git. */
function gitCommit(root: string): string | null {
  const gitDir = path.join(root, ".git");
  try {
    const head = readFileSync(path.join(gitDir, "HEAD"), "utf8").trim();
    if (!head.startsWith("ref: ")) return head.slice(0, 12);
    const ref = head.slice(5);
    const loose = path.join(gitDir, ref);
    if (existsSync(loose)) return readFileSync(loose, "utf8").trim().slice(0, 12);
    const packed = path.join(gitDir, "packed-refs");
    if (existsSync(packed)) {
      const match = readFileSync(packed, "utf8")
        .split("\n")
        .find((l) => l.endsWith(` ${ref}`));
      if (match) return match.split(" ")[0]!.slice(0, 12);
    }
  } catch {
    // no repository
  }
  return null;
}

/** fontconfig's families covering Urdu, as Chromium on Linux finds them. */
function urduFonts(): string[] {
  try {
    const out = execFileSync("fc-list", [":lang=ur", "family"], { encoding: "utf8", timeout: 5000 });
    return [...new Set(out.split("\n").map((line) => line.split(",")[0]!.trim()).filter(Boolean))].sort();
  } catch {
    return [];
  }
}

export function machineInfo(root: string): MachineInfo {
  return {
    date: new Date().toISOString(),
    cpu: cpuModel(),
    cores: os.cpus().length,
    ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    commit: gitCommit(root),
    loadAtStart: loadAverage(),
    urduFonts: urduFonts(),
  };
}
