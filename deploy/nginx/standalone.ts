import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ProxyRecipe, renderStandaloneConfig } from "./render";

/**
 * The recipe run by an unprivileged nginx in a temporary folder, in the
 * foreground: the scale-out test and the bench put the operators' own
 * configuration in front of the instances they start. `reload` renders a
 * changed recipe and lets nginx swap it in gracefully (answers in flight
 * finish on the old workers), as `nginx -s reload` does in production.
 */
export interface RunningProxy {
  recipe: ProxyRecipe;
  /** The folder holding nginx.conf, the logs and temporary files. */
  dir: string;
  reload(recipe: ProxyRecipe): Promise<void>;
  /** The error log so far (for a failing test's message). */
  errorLog(): string;
  stop(): Promise<void>;
}

// Debian puts it in /usr/sbin, which an unprivileged user's PATH often lacks.
export const NGINX_BINARY = process.env.NGINX_BINARY || (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

/** Why nginx cannot run here, or undefined when it can. */
export function nginxUnavailable(): string | undefined {
  const result = spawnSync(NGINX_BINARY, ["-v"], { encoding: "utf8" });
  if (result.error) return `nginx is not installed (${NGINX_BINARY}: ${(result.error as NodeJS.ErrnoException).code}); .ci/run installs it with apt`;
  return undefined;
}

function writeConfig(dir: string, recipe: ProxyRecipe): void {
  writeFileSync(path.join(dir, "nginx.conf"), renderStandaloneConfig({ accessLog: "off", ...recipe }, dir));
  // Refuse a broken configuration here, with nginx's own words, rather than as a dead proxy later.
  execFileSync(NGINX_BINARY, ["-t", "-q", "-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
}

/**
 * `wrap`: a command nginx runs under (the bench counts a hit's instructions
 * with `valgrind --tool=callgrind`); nginx is then one process, with no
 * master, that answers the requests itself.
 */
export async function startProxy(recipe: ProxyRecipe, options: { wrap?: string[] } = {}): Promise<RunningProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), "manzil-nginx-"));
  // Started as root, nginx's workers run as nobody: they must reach the front cache's folder inside.
  chmodSync(dir, 0o755);
  writeConfig(dir, recipe);
  const child = spawnNginx(dir, path.join(dir, "nginx.conf"), options.wrap);
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  await waitForListen(recipe.listen, child, errorLog);
  const running: RunningProxy = {
    recipe,
    dir,
    errorLog,
    async reload(next) {
      writeConfig(dir, next);
      running.recipe = next;
      const pid = Number(readFileSync(path.join(dir, "nginx.pid"), "utf8"));
      process.kill(pid, "SIGHUP");
      // nginx starts the new workers within milliseconds; the old ones finish what they hold.
      await new Promise((r) => setTimeout(r, 300));
    },
    async stop() {
      await stopNginx(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return running;
}

/**
 * Stops an nginx started by spawnNginx: SIGQUIT (graceful: answers in flight
 * finish), then SIGTERM after 5 s (fast, but still a normal exit, so a wrapping
 * callgrind writes its count; a graceful stop under it once waited 20 minutes
 * on a connection), then SIGKILL after 5 s more.
 */
export async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const term = setTimeout(() => child.kill("SIGTERM"), 5_000);
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(term);
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGQUIT");
  });
}

/** nginx in the foreground on `conf`, as is or (`wrap`) as one process under another command. */
export function spawnNginx(dir: string, conf: string, wrap?: string[]): ChildProcess {
  const args = ["-p", dir, "-c", conf, "-g", wrap ? "daemon off; master_process off;" : "daemon off;"];
  return wrap ? spawn(wrap[0]!, [...wrap.slice(1), NGINX_BINARY, ...args], { stdio: "ignore" }) : spawn(NGINX_BINARY, args, { stdio: "ignore" });
}

async function waitForListen(listen: string, child: ChildProcess, errorLog: () => string): Promise<void> {
  // A TCP connection, not a request: a request would be proxied and could count against an instance.
  const at = listen.lastIndexOf(":");
  const host = at > 0 ? listen.slice(0, at).replace(/^\[|\]$/g, "") : "127.0.0.1";
  const port = Number(at > 0 ? listen.slice(at + 1) : listen);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited at start:\n${errorLog()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${listen} within 10 s:\n${errorLog()}`);
}
