import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { NGINX_BINARY } from "../deploy/nginx/standalone";

/**
 * The limit a page is compared with: nginx, one worker, sending the page's
 * bytes from disk with their gzip copy beside them (`gzip_static`), as a
 * static file server at its best sends a file. Same machine, same run.
 */
export interface StaticNginx {
  /** The address of the copy of `pagePath` (as given to `start`). */
  urlOf(pagePath: string): string;
  stop(): Promise<void>;
}

export async function startStaticNginx(pages: Array<{ path: string; html: string }>, port: number): Promise<StaticNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "manzil-bench-static-"));
  const www = path.join(dir, "www");
  mkdirSync(www);
  // nginx's workers may run as another user (nobody, when started as root): they must be able to read the copies.
  chmodSync(dir, 0o755);
  const files = new Map<string, string>();
  pages.forEach((page, index) => {
    const name = `page-${index}.html`;
    writeFileSync(path.join(www, name), page.html);
    // zlib's best, as the page cache compresses a stored page.
    writeFileSync(path.join(www, `${name}.gz`), gzipSync(page.html, { level: 9 }));
    files.set(page.path, `/${name}`);
  });
  const config = [
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    `  client_body_temp_path ${dir}/t1; proxy_temp_path ${dir}/t2; fastcgi_temp_path ${dir}/t3; uwsgi_temp_path ${dir}/t4; scgi_temp_path ${dir}/t5;`,
    "  sendfile on; tcp_nopush on; keepalive_requests 100000;",
    "  default_type text/html;",
    `  server { listen 127.0.0.1:${port}; root ${www}; gzip_static on; }`,
    "}",
    "",
  ].join("\n");
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, config);
  execFileSync(NGINX_BINARY, ["-t", "-q", "-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  const child: ChildProcess = spawn(NGINX_BINARY, ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  await waitForPort(port, child, () => readFileSync(path.join(dir, "error.log"), "utf8"));
  return {
    urlOf: (pagePath) => `http://127.0.0.1:${port}${files.get(pagePath)}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGQUIT");
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, errorLog: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${errorLog()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port} within 10 s`);
}

export { freePort } from "../scripts/lib/free-port";
