import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testApiEnv } from "./start-test-api";

/**
 * The API as operators run it (`node --import tsx api/main.ts`), in a child
 * process, for tests that kill it or watch it survive. Only the variables
 * given are passed (plus PATH): nothing leaks in from the runner.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface ChildApi {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr, interleaved). */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Resolves with the exit code / signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no shutdown code runs, like a power cut for the process. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (graceful shutdown). */
  stop(): Promise<void>;
}

/** The env every child test API gets: the test defaults (testApiEnv), logging warnings. */
export function childApiEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return testApiEnv(dataDir, { LOG_LEVEL: "warn", ...extra });
}

export async function startChildApi(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildApi> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "api/main.ts")], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /API listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((info) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${JSON.stringify(info)}) before listening:\n${output}`));
    });
  });
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid!,
    child,
    output: () => output,
    alive: () => exitInfo === undefined,
    exited,
    async kill9() {
      if (!exitInfo) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (!exitInfo) child.kill("SIGTERM");
      await exited;
    },
  };
}
