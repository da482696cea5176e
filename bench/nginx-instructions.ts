import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { wrk } from "./wrk";

/**
 * Instructions, not time: the same count on any machine and at any load. Two runs of different length, so start,
 * configuration, the first request and shutdown cancel out of the difference.
 */
export interface CountedTarget {
  start(wrap: string[]): Promise<{ url: string; stop(): Promise<void> }>;
}

const VALGRIND = process.env.VALGRIND_BINARY || "valgrind";
const SHORT_S = 2;
const LONG_S = 6;
const CONNECTIONS = 10;

export function callgrindUnavailable(): string | undefined {
  const result = spawnSync(VALGRIND, ["--version"], { encoding: "utf8" });
  return result.error || result.status !== 0 ? "valgrind is not installed (apt-get install valgrind)" : undefined;
}

export async function instructionsPerAnswer(target: CountedTarget, headers: Record<string, string>): Promise<number> {
  const short = await countedRun(target, SHORT_S, headers);
  const long = await countedRun(target, LONG_S, headers);
  if (long.requests <= short.requests) throw new Error(`callgrind: the longer run answered no more (${short.requests} → ${long.requests})`);
  return (long.instructions - short.instructions) / (long.requests - short.requests);
}

async function countedRun(target: CountedTarget, seconds: number, headers: Record<string, string>): Promise<{ requests: number; instructions: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "manzil-callgrind-"));
  const out = path.join(dir, "callgrind.out");
  try {
    const running = await target.start([VALGRIND, "--tool=callgrind", `--callgrind-out-file=${out}`]);
    let requests = 0;
    try {
      // A front cache's one miss and nginx's first open of the file, before counting.
      for (let i = 0; i < 3; i++) {
        const response = await fetch(running.url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${running.url}: ${response.status}`);
      }
      const result = await wrk(running.url, { connections: CONNECTIONS, seconds, headers });
      if (result.failed > 0) throw new Error(`${running.url}: ${result.failed} failed answers under callgrind`);
      requests = result.requests + 3;
    } finally {
      await running.stop();
    }
    return { requests, instructions: totalInstructions(readFileSync(out, "utf8")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function totalInstructions(output: string): number {
  const match = /^(?:summary|totals):\s+(\d+)/m.exec(output);
  if (!match) throw new Error("callgrind: no total in its output");
  return Number(match[1]);
}
