import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { freePort } from "../../../scripts/lib/free-port";
import { waitForHttp } from "../../../scripts/lib/processes";
import { webServerCommand } from "../../../scripts/lib/web-server";

/** What it is not told to fake goes to the real e2e API, so pages still have content. */
type StubHandler = (req: IncomingMessage, res: ServerResponse, body: string) => boolean | Promise<boolean>;

const root = path.resolve(import.meta.dirname, "../../..");

export type StubStack = {
  webUrl: string;
  setHandler(handler: StubHandler | null): void;
  /** Stops the stub API so the web app finds nothing listening. */
  stopApi(): Promise<void>;
  close(): Promise<void>;
};

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}


export async function startStubStack(realApiUrl: string, extraEnv: Record<string, string> = {}): Promise<StubStack> {
  let handler: StubHandler | null = null;
  const api = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (handler && (await handler(req, res, body.toString("utf8")))) return;
    // Forward to the real API.
    const upstream = await fetch(`${realApiUrl}${req.url}`, {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => !["host", "content-length", "connection"].includes(k)) as [string, string][]),
      body: ["GET", "HEAD"].includes(req.method ?? "GET") ? undefined : body,
    });
    res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  const apiPort = await listen(api);
  const webPort = await freePort();
  // The same server module as `npm start` (server/main.ts, bundled by the build).
  const command = webServerCommand(root);
  const web: ChildProcess = spawn(process.execPath, command.args, {
    cwd: root,
    env: {
      ...command.env,
      NODE_ENV: "production",
      PORT: String(webPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      SESSION_SECRET: "stub-stack-session-secret-0123456789abcdef",
      SITE_URL: `http://127.0.0.1:${webPort}`,
      // Tests switch the stub's answers from one request to the next; the
      // shared-reads and rendered-page caches (a 2 s memory) would hide that.
      PUBLIC_CACHE_MS: "0",
      // As in the main e2e stack: the test runner plays the reverse proxy.
      TRUST_PROXY: "loopback",
      ...extraEnv,
    },
    stdio: "ignore",
  });
  const webUrl = `http://127.0.0.1:${webPort}`;
  await waitForHttp(`${webUrl}/healthz`, web, 30_000);
  let apiOpen = true;
  const stopApi = async () => {
    if (!apiOpen) return;
    apiOpen = false;
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
  };
  return {
    webUrl,
    setHandler: (h) => {
      handler = h;
    },
    stopApi,
    close: async () => {
      await stopApi();
      web.kill("SIGTERM");
      await new Promise((r) => web.once("exit", r));
    },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
