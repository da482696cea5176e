import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { API_BUNDLE, ensureNodeBundles } from "../scripts/build-node-bundles";
import { stop, waitForHttp } from "../scripts/lib/processes";
import { webServerCommand } from "../scripts/lib/web-server";

/**
 * Each process is spawned directly so its pid is the one whose memory is read. The web server runs from a copy of
 * build/ outside the repository: another build or test run on this checkout would swap files mid-measurement.
 */

export function snapshotBuild(root: string): string {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("build/server/index.js is missing: the build did not finish");
  const dir = mkdtempSync(path.join(os.tmpdir(), "manzil-bench-"));
  cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  symlinkSync(path.join(root, "public"), path.join(dir, "public"));
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

export interface Site {
  web: ChildProcess;
  api: ChildProcess;
  webUrl: string;
  apiUrl: string;
  logs: { web: string; api: string };
  deaths(): string[];
  stop(): Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

export async function startSite(root: string, options: { port: number; apiPort: number; tmpDir: string; buildSnapshot: string }): Promise<Site> {
  for (const port of [options.port, options.apiPort]) {
    if (!(await portFree(port))) throw new Error(`port ${port} is in use (another bench run?). Set BENCH_PORT / BENCH_API_PORT.`);
  }
  const dataDir = path.join(options.tmpDir, "site-data");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const webUrl = `http://127.0.0.1:${options.port}`;
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    API_PORT: String(options.apiPort),
    API_URL: apiUrl,
    DATA_DIR: dataDir,
    SITE_URL: webUrl,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_PASSWORD: randomBytes(18).toString("base64url"),
    // A proxy of ours, as in a deployment.
    TRUST_PROXY: "127.0.0.1",
  };
  delete env.DATABASE_URL;
  const logs = { web: path.join(options.tmpDir, "web.log"), api: path.join(options.tmpDir, "api.log") };
  const spawnLogged = (args: string[], logFile: string, cwd: string, processEnv = env) => {
    const fd = openSync(logFile, "w");
    try {
      return spawn(process.execPath, args, { cwd, env: processEnv, stdio: ["ignore", fd, fd] });
    } finally {
      closeSync(fd);
    }
  };

  const started = Date.now();
  const died: string[] = [];
  let stopping = false;
  const watch = (name: string, child: ChildProcess) =>
    child.once("exit", (code, signal) => {
      if (!stopping) {
        died.push(
          `${name} (pid ${child.pid}) exited ${((Date.now() - started) / 1000).toFixed(0)} s after start with ${signal ?? `code ${code}`}` +
            (signal ? " — the bench did not send it; another process on this machine did" : ` — see ${name === "API" ? logs.api : logs.web}`),
        );
      }
    });
  await ensureNodeBundles();
  const api = spawnLogged([API_BUNDLE], logs.api, root);
  watch("API", api);
  const children: ChildProcess[] = [api];
  const stopAll = async () => {
    stopping = true;
    await Promise.all(children.map((child) => stop(child)));
  };
  try {
    await waitForHttp(`${apiUrl}/api/health`, api);
    const webCommand = webServerCommand(root, env);
    const web = spawnLogged(webCommand.args, logs.web, options.buildSnapshot, webCommand.env);
    children.push(web);
    watch("web server", web);
    await waitForHttp(`${webUrl}/healthz`, web);
    return { web, api, webUrl, apiUrl, logs, deaths: () => [...died], stop: stopAll };
  } catch (error) {
    await stopAll();
    throw new Error(`${(error as Error).message} (see ${logs.api} and ${logs.web})`);
  }
}

export async function postUrls(site: Site, max = 20): Promise<string[]> {
  const urls: string[] = [];
  for (let page = 1; urls.length < max; page++) {
    const response = await fetch(`${site.apiUrl}/api/blogs?page=${page}`);
    if (!response.ok) throw new Error(`GET /api/blogs?page=${page}: ${response.status}`);
    const { blogs } = (await response.json()) as { blogs: Array<{ _id: string }> };
    if (blogs.length === 0) break;
    for (const blog of blogs) {
      if (urls.length >= max) break;
      const redirect = await fetch(`${site.webUrl}/blog/${blog._id}`, { redirect: "manual" });
      const location = redirect.headers.get("location");
      if (redirect.status < 300 || redirect.status >= 400 || !location) throw new Error(`/blog/${blog._id} did not redirect (status ${redirect.status})`);
      urls.push(new URL(location, site.webUrl).pathname);
    }
  }
  if (urls.length === 0) throw new Error("the API lists no published posts");
  return urls;
}
