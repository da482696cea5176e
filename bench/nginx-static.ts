import { type ChildProcess, execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { NGINX_BINARY, spawnNginx, stopNginx } from "../deploy/nginx/standalone";

/** The baseline: nginx sending the page's bytes with its own headers (a CSP alone is over 1 KB), as a static file server at its best. */
export interface StaticNginx {
  urlOf(pagePath: string): string;
  pid: number;
  stop(): Promise<void>;
}

export interface PageCopy {
  path: string;
  html: string;
  headers: Iterable<[string, string]>;
}

const NGINX_OWN = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "content-type", "server", "etag", "last-modified"]);

/** nginx has no escape for `$`, so a value with one is refused rather than mangled. */
function quoted(value: string): string {
  if (value.includes("$") || /[\r\n]/.test(value)) throw new Error(`bench: a page header nginx cannot replay as is: ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function pageLocation(file: string, headers: Iterable<[string, string]>): string {
  const lines = ["etag off;"];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    // The page's own Content-Type, not the one nginx gives the extension.
    if (lower === "content-type") lines.unshift(`types {} default_type ${quoted(value)};`);
    else if (!NGINX_OWN.has(lower)) lines.push(`add_header ${name} ${quoted(value)};`);
  }
  return `    location = ${file} { ${lines.join(" ")} }`;
}

export async function startStaticNginx(pages: PageCopy[], port: number, options: { wrap?: string[] } = {}): Promise<StaticNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "manzil-bench-static-"));
  const www = path.join(dir, "www");
  mkdirSync(www);
  // Workers may run as nobody when started as root.
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
    `  server { listen 127.0.0.1:${port}; root ${www}; gzip_static on;`,
    ...pages.map((page) => pageLocation(files.get(page.path)!, page.headers)),
    "  }",
    "}",
    "",
  ].join("\n");
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, config);
  execFileSync(NGINX_BINARY, ["-t", "-q", "-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  const child: ChildProcess = spawnNginx(dir, conf, options.wrap);
  await waitForPort(port, child, () => readFileSync(path.join(dir, "error.log"), "utf8"));
  return {
    urlOf: (pagePath) => `http://127.0.0.1:${port}${files.get(pagePath)}`,
    pid: child.pid!,
    async stop() {
      await stopNginx(child);
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

const TICKS_PER_SECOND = 100;

/** Per answer it hardly moves when other work shares the machine, unlike req/s. */
export function nginxWorkerCpuMs(masterPid: number): number | undefined {
  try {
    const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    let ticks = 0;
    let workers = 0;
    for (const pid of children) {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("worker process")) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // After the command's closing parenthesis fields start at 3: utime and stime are 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
      workers++;
    }
    return workers > 0 ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

export { freePort } from "../scripts/lib/free-port";
