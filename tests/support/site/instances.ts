import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { API_BUNDLE, ensureNodeBundles } from "../../../scripts/build-node-bundles";
import { runToEnd, stop as stopChild, waitForHttp } from "../../../scripts/lib/processes";
import { projectRoot } from "../../../scripts/lib/site";
import { webServerCommand } from "../../../scripts/lib/web-server";

/** README "Running in production without npm start": no supervisor, the test kills and replaces instances itself. */
export interface Instance {
  kind: "api" | "web";
  port: number;
  url: string;
  pid(): number | undefined;
  /** Everything the current and earlier processes wrote (stdout and stderr). */
  output(): string;
  /** Starts the process and waits until its health check answers 200. */
  start(): Promise<void>;
  /** SIGKILL, no shutdown code, as a crash would. */
  kill9(): Promise<void>;
  /** SIGTERM and wait: the graceful shutdown a rolling restart uses. */
  stop(): Promise<void>;
}

/** Builds the site when no build exists, and re-bundles the API and web server when their sources changed. */
export async function ensureProductionBuild(): Promise<void> {
  if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
    await runToEnd("npm", ["run", "build"], { cwd: projectRoot, stdio: "ignore" });
  }
  await ensureNodeBundles();
}

export function instance(kind: "api" | "web", port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined;
  let output = "";
  const url = `http://127.0.0.1:${port}`;
  const healthUrl = kind === "api" ? `${url}/api/health` : `${url}/healthz`;
  const fullEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env, ...(kind === "api" ? { API_PORT: String(port) } : { PORT: String(port) }) };
  const command = kind === "api" ? { args: [API_BUNDLE], env: fullEnv } : webServerCommand(projectRoot, fullEnv);

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    kind,
    port,
    url,
    pid: () => (running() ? child?.pid : undefined),
    output: () => output,
    async start() {
      if (running()) throw new Error(`${kind} on ${port} is already running`);
      child = spawn(process.execPath, command.args, { cwd: projectRoot, env: command.env, stdio: ["ignore", "pipe", "pipe"] });
      const keep = (chunk: Buffer) => {
        output += chunk.toString("utf8");
        // Keep the tail only: a long run must not grow the test's memory without end.
        if (output.length > 2_000_000) output = output.slice(-1_000_000);
      };
      child.stdout!.on("data", keep);
      child.stderr!.on("data", keep);
      try {
        await waitForHttp(healthUrl, child, 90_000);
      } catch (error) {
        throw new Error(`${kind} on ${port} did not start: ${(error as Error).message}\n${output.slice(-3000)}`);
      }
    },
    async kill9() {
      if (!running()) return;
      const exited = new Promise((r) => child!.once("exit", r));
      child!.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (running()) await stopChild(child!, 20_000);
    },
  };
}
