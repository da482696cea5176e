import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/lib/site";
import { ensureProductionBuild, type Instance, instance } from "../support/site/instances";
import { freePort } from "../../scripts/lib/free-port";

const TOKEN = randomBytes(24).toString("base64url");
let api: Instance;
let web: Instance;
let dataDir: string;

beforeAll(async () => {
  await ensureProductionBuild();
  dataDir = await mkdtemp(path.join(tmpdir(), "manzil-observability-"));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  api = instance("api", apiPort, { DATA_DIR: dataDir, LOG_FORMAT: "json", LOG_LEVEL: "info", PASSWORD_SCRYPT_LOG2N: "10", ADMIN_PASSWORD: "observability-test-pw-1", SEED_DEMO: "false" });
  web = instance("web", webPort, {
    API_URL: api.url,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    LOG_FORMAT: "json",
    ACCESS_LOG: "true",
    METRICS_TOKEN: TOKEN,
    PUBLIC_CACHE_MS: "0",
  });
  await api.start();
  await web.start();
}, 120_000);
afterAll(async () => {
  await web?.stop();
  await api?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function metric(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

describe("operators can see it run", () => {
  it("web /metrics answers only with the token, with requests by route pattern and process memory", async () => {
    for (const p of ["/", "/about", "/blogs", "/blog/no-such-id/some-slug", "/no/such/page-x9y8"]) await (await fetch(`${web.url}${p}`)).text();
    expect((await fetch(`${web.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${web.url}/metrics`, { headers: { Authorization: "Bearer wrong-token-of-some-length" } })).status).toBe(404);

    const response = await fetch(`${web.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(metric(text, "manzil_http_requests_total", { method: "GET", route: "/", status: "200" })).toBe(1);
    expect(metric(text, "manzil_http_requests_total", { method: "GET", route: "/about", status: "200" })).toBe(1);
    expect(metric(text, "manzil_http_requests_total", { method: "GET", route: "/blog/:id/:slug" })).toBe(1);
    expect(metric(text, "manzil_http_request_duration_seconds_count", { method: "GET", route: "/blogs" })).toBe(1);
    // Unknown paths share one series; the path itself never becomes a label.
    expect(text).not.toContain("page-x9y8");
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("API /metrics is on the API's own port", async () => {
    const text = await (await fetch(`${api.url}/metrics`)).text();
    expect(metric(text, "manzil_http_requests_total", { method: "GET", route: "/api/blogs" })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("with LOG_FORMAT=json every line of both processes is one JSON object", async () => {
    await new Promise((r) => setTimeout(r, 200));
    for (const [name, output] of [["api", api.output()], ["web", web.output()]] as const) {
      const lines = output.split("\n").filter((line) => line.trim() !== "");
      expect(lines.length, name).toBeGreaterThan(2);
      for (const line of lines) {
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          throw new Error(`${name} wrote a line that is not JSON: ${line}`);
        }
        expect(typeof entry.time, line).toBe("string");
        expect(typeof entry.level, line).toBe("string");
        expect(entry.process, line).toBe(name);
      }
    }
    const access = web.output().split("\n").filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>).find((e) => e.msg === "request" && e.path === "/about");
    expect(access).toMatchObject({ method: "GET", status: 200, level: "info" });
  });

  it("a web instance started in production without SESSION_SECRET refuses to start and says several instances need one", async () => {
    const result = spawnSync(process.execPath, ["build/web/server.js"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: String(await freePort()), API_URL: api.url },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SESSION_SECRET is not set");
    expect(result.stderr).toContain("when several web instances run, give every one the same secret");
  });
});
