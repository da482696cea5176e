import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
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
  address = "";
  constructor(readonly name: string) {
    this.server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        this.seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
        // Dies after receiving a POST, as a killed instance would: the request was sent.
        if (this.mode === "reset-posts" && req.method === "POST") return req.socket.destroy();
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

describe.skipIf(skip)(`nginx recipe in front of instances${skip ? ` (skipped: ${skip})` : ""}`, () => {
  const webA = new Instance("web-a");
  const webB = new Instance("web-b");
  const webC = new Instance("web-c");
  const api = new Instance("api");
  let proxy: RunningProxy;
  let site: string;
  let internal: string;

  beforeAll(async () => {
    const [a, b, c, apiAddress] = [await webA.listen(), await webB.listen(), await webC.listen(), await api.listen()];
    const [port, apiPort] = [await freePort(), await freePort()];
    site = `http://127.0.0.1:${port}`;
    internal = `http://127.0.0.1:${apiPort}`;
    proxy = await startProxy({ listen: `127.0.0.1:${port}`, web: [a, b, c], api: [apiAddress], apiListen: `127.0.0.1:${apiPort}`, apiClients: ["127.0.0.1"] });
  });
  afterAll(async () => {
    await proxy?.stop();
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
