import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { SITE_WIDE_FINGERPRINT, SITE_WIDE_HEADERS } from "../../server/security-headers";
import { type ProxyRecipe, fillTemplate, renderProxyConfig } from "./render";
import { nginxUnavailable, type RunningProxy, startProxy } from "./standalone";

const recipe: ProxyRecipe = {
  listen: "80",
  web: ["10.0.0.11:3000", "10.0.0.12:3000"],
  api: ["10.0.0.21:4000"],
  apiListen: "10.0.0.5:4080",
  apiClients: ["10.0.0.0/24"],
};

describe("nginx recipe rendering", () => {
  it("lists every instance with passive health checks and marks drained ones down", () => {
    const config = renderProxyConfig({ ...recipe, down: ["10.0.0.12:3000"] });
    expect(config).toContain("server 10.0.0.11:3000 max_fails=2 fail_timeout=10s;");
    expect(config).toContain("server 10.0.0.12:3000 max_fails=2 fail_timeout=10s down;");
    expect(config).toContain("server 10.0.0.21:4000 max_fails=2 fail_timeout=10s;");
    expect(config).toContain("listen 10.0.0.5:4080;");
    expect(config).toMatch(/allow 10\.0\.0\.0\/24;\s+deny all;/);
    expect(config).not.toMatch(/\{\{/);
    for (const [name, value] of SITE_WIDE_HEADERS) expect(config).toContain(`proxy_hide_header ${name};\n        add_header ${name} "${value}" always;`);
  });

  it("refuses values that would inject directives, and empty or impossible recipes", () => {
    expect(() => renderProxyConfig({ ...recipe, web: ["10.0.0.11:3000; include /etc/passwd"] })).toThrow(/is not host:port/);
    expect(() => renderProxyConfig({ ...recipe, api: [] })).toThrow(/at least one API instance/);
    expect(() => renderProxyConfig({ ...recipe, apiClients: ["all"] })).toThrow(/not an address or CIDR/);
    expect(() => renderProxyConfig({ ...recipe, down: recipe.api })).toThrow(/must stay up/);
    expect(() => renderProxyConfig({ ...recipe, accessLog: "/tmp/x.log main; include /x" })).toThrow(/misread/);
    expect(() => fillTemplate("listen {{port}};", {})).toThrow(/\{\{port\}\} has no value/);
  });
});

/** A stand-in instance that records what reaches it; `mode` decides how it answers. */
class Instance {
  server: Server;
  seen: { method: string; url: string; headers: IncomingMessage["headers"] }[] = [];
  mode: "answer" | "reset-posts" = "answer";
  /** Headers every answer carries (an instance's own security headers, say). */
  headers: Record<string, string> = {};
  address = "";
  constructor(readonly name: string) {
    this.server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        this.seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
        // Dies after receiving a POST, as a killed instance would: the request was sent.
        if (this.mode === "reset-posts" && req.method === "POST") return req.socket.destroy();
        for (const [name, value] of Object.entries(this.headers)) res.setHeader(name, value);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ name: this.name, body }));
      });
    });
  }
  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.address = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.address;
  }
  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

const skip = nginxUnavailable();

/** Each site-wide security header, once, with the value the recipe was rendered with (two copies would read "DENY, DENY"). */
function saysSiteWideHeadersOnce(response: Response): void {
  for (const [name, value] of SITE_WIDE_HEADERS) expect(response.headers.get(name), name).toBe(value);
}

describe.skipIf(skip)(`nginx recipe in front of instances${skip ? ` (skipped: ${skip})` : ""}`, () => {
  const webA = new Instance("web-a");
  const webB = new Instance("web-b");
  const webC = new Instance("web-c");
  const api = new Instance("api");
  let proxy: RunningProxy;
  let site: string;
  let internal: string;
  let logDir: string;

  beforeAll(async () => {
    const [a, b, c, apiAddress] = [await webA.listen(), await webB.listen(), await webC.listen(), await api.listen()];
    const [port, apiPort] = [await freePort(), await freePort()];
    site = `http://127.0.0.1:${port}`;
    internal = `http://127.0.0.1:${apiPort}`;
    logDir = mkdtempSync(path.join(tmpdir(), "manzil-nginx-log-"));
    proxy = await startProxy({ listen: `127.0.0.1:${port}`, web: [a, b, c], api: [apiAddress], apiListen: `127.0.0.1:${apiPort}`, apiClients: ["127.0.0.1"], accessLog: path.join(logDir, "access.log") });
  });
  afterAll(async () => {
    await proxy?.stop();
    if (logDir) rmSync(logDir, { recursive: true, force: true });
    await Promise.all([webA.close().catch(() => {}), webB.close().catch(() => {}), webC.close().catch(() => {}), api.close().catch(() => {})]);
  });

  it("balances the web instances and tells them the visitor's address and scheme, appended to what the visitor wrote", async () => {
    const names = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${site}/page`, { headers: { "X-Forwarded-For": "6.6.6.6" } });
      expect(response.status).toBe(200);
      names.add(((await response.json()) as { name: string }).name);
    }
    expect(names).toEqual(new Set(["web-a", "web-b", "web-c"]));
    const last = [...webA.seen, ...webB.seen, ...webC.seen].find((r) => r.url === "/page")!;
    expect(last.headers["x-forwarded-for"]).toBe("6.6.6.6, 127.0.0.1");
    expect(last.headers["x-forwarded-proto"]).toBe("http");
    expect(last.headers.host).toBe(new URL(site).host);
  });

  it("says each site-wide security header once on every page answer, and tells the instances so", async () => {
    webA.seen = [];
    // Instances that leave them out (they were told), and one that sends its own, another value among them.
    webB.headers = { "x-frame-options": "SAMEORIGIN", "x-content-type-options": "nosniff" };
    for (let i = 0; i < 4; i++) saysSiteWideHeadersOnce(await fetch(`${site}/page`, { headers: { "X-Edge-Headers": "forged" } }));
    webB.headers = {};
    const seen = webA.seen.find((r) => r.url === "/page")!;
    expect(seen.headers["x-edge-headers"]).toBe(SITE_WIDE_FINGERPRINT);
    // Hashed assets keep the instance's own headers, and a visitor's X-Edge-Headers is not passed on.
    for (const instance of [webA, webB, webC]) instance.seen = [];
    for (let i = 0; i < 4; i++) await fetch(`${site}/assets/app-1.js?n=${i}`, { headers: { "X-Edge-Headers": SITE_WIDE_FINGERPRINT } });
    const assets = [...webA.seen, ...webB.seen, ...webC.seen].filter((r) => r.url.startsWith("/assets/"));
    expect(assets.length).toBe(4);
    for (const request of assets) expect(request.headers["x-edge-headers"]).toBeUndefined();
  });

  it("keeps /metrics off the public site and off the internal API listener", async () => {
    expect((await fetch(`${site}/metrics`)).status).toBe(404);
    expect((await fetch(`${internal}/metrics`)).status).toBe(404);
    expect(webA.seen.concat(webB.seen, api.seen).some((r) => r.url === "/metrics")).toBe(false);
  });

  it("passes the web instance's X-Forwarded-For to the API unchanged (the API's limits key on the visitor)", async () => {
    const response = await fetch(`${internal}/api/blogs`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
    expect(response.status).toBe(200);
    expect(api.seen.at(-1)!.headers["x-forwarded-for"]).toBe("203.0.113.7");
  });

  it("clears the forwarded headers a visitor wrote that it does not vouch for, on pages, data requests and assets", async () => {
    const lies = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Port": "8443", Forwarded: "for=6.6.6.6;host=evil.example;proto=https" };
    for (const instance of [webA, webB, webC]) instance.seen = [];
    for (const url of ["/blog-editor/check", "/page.data", "/assets/x.js"]) await (await fetch(`${site}${url}`, { headers: lies })).arrayBuffer();
    const seen = [...webA.seen, ...webB.seen, ...webC.seen];
    expect(seen).toHaveLength(3);
    for (const request of seen) {
      expect(request.headers["x-forwarded-host"], request.url).toBeUndefined();
      expect(request.headers["x-forwarded-port"], request.url).toBeUndefined();
      expect(request.headers.forwarded, request.url).toBeUndefined();
      expect(request.headers.host, request.url).toBe(new URL(site).host);
    }
    await (await fetch(`${internal}/api/health`, { headers: lies })).arrayBuffer();
    expect(api.seen.at(-1)!.headers["x-forwarded-host"]).toBeUndefined();
  });

  it("writes an estimate's or a move page's token shortened in its access log, on the site and the API listener", async () => {
    const token = "Zq3v9X0k1mB2nC4dE5fG6hJ7kL8";
    await (await fetch(`${site}/estimate/${token}`)).arrayBuffer();
    await (await fetch(`${site}/ur/estimate/${token}`)).arrayBuffer();
    await (await fetch(`${internal}/api/leads/estimates/${token}/accept`, { method: "POST" })).arrayBuffer();
    await (await fetch(`${site}/ur/move/${token}/room/kitchen`)).arrayBuffer();
    await (await fetch(`${internal}/api/moves/${token}/photos`, { method: "POST" })).arrayBuffer();
    const log = readFileSync(path.join(logDir, "access.log"), "utf8");
    expect(log).not.toContain(token);
    expect(log).toContain('"uri":"/estimate/Zq3v…"');
    expect(log).toContain('"uri":"/ur/estimate/Zq3v…"');
    expect(log).toContain('"uri":"/api/leads/estimates/Zq3v…/accept"');
    expect(log).toContain('"uri":"/ur/move/Zq3v…/room/kitchen"');
    expect(log).toContain('"uri":"/api/moves/Zq3v…/photos"');
    expect(log).toContain('"uri":"/page"');
  });

  it("moves a request whose connection is refused, a POST included, to the next instance", async () => {
    const gone = webC.address;
    await webC.close();
    for (let i = 0; i < 6; i++) {
      const post = await fetch(`${site}/book`, { method: "POST", body: `n=${i}`, headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(post.status).toBe(200);
      expect((await fetch(`${site}/page`)).status).toBe(200);
    }
    expect(proxy.errorLog()).toMatch(new RegExp(`connect\\(\\) failed \\(111: Connection refused\\)[^\\n]*upstream: "http://${gone}`));
  });

  it("never sends a POST that reached an instance to another one", async () => {
    webA.mode = "reset-posts";
    webA.seen = [];
    webB.seen = [];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${site}/book`, { method: "POST", body: `n=${i}`, headers: { "content-type": "application/x-www-form-urlencoded" } });
      statuses.push(response.status);
      // nginx's own error page carries them too.
      if (response.status === 502) saysSiteWideHeadersOnce(response);
    }
    const postsA = webA.seen.filter((r) => r.method === "POST").length;
    const postsB = webB.seen.filter((r) => r.method === "POST").length;
    expect(postsA).toBeGreaterThan(0);
    // Each POST arrived exactly once: the ones web-a dropped are 502s, not copies on web-b.
    expect(postsA + postsB).toBe(8);
    expect(statuses.filter((s) => s === 502).length).toBe(postsA);
    expect(statuses.filter((s) => s === 200).length).toBe(postsB);
  });
});
