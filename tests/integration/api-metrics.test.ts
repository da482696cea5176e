import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT } from "../support/api/lead-fixtures";
import { databases, jsonRequest, STAFF_EMAIL, startTestApi, type TestApi } from "../support/api/start-test-api";
import { freePort } from "../../scripts/lib/free-port";

/** The API's /metrics, as a Prometheus server scrapes it: counts by route pattern, limiter refusals, outbox backlog, memory. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(" ").at(-1));
  }
  return undefined;
}

describe.each(databases)("API metrics ($name)", (database) => {
  let api: TestApi;
  beforeAll(async () => {
    // SMTP on a port where nothing listens: leads are stored and wait in the outbox.
    api = await startTestApi(database, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: "2", OUTBOX_POLL_MS: "60000" });
  });
  afterAll(async () => api?.close());

  it("counts requests by route pattern and status, limiter refusals, the outbox backlog and memory", async () => {
    await api.fetch("/api/blogs/byId?id=nope");
    await api.fetch("/api/blogs/byId?id=other");
    await api.fetch("/no/such/path/a1b2c3");
    for (let i = 0; i < 3; i++) await api.fetch("/api/login", jsonRequest("POST", { email: STAFF_EMAIL, password: "wrong password" }));
    expect((await api.fetch("/api/sendEmail", jsonRequest("POST", CONTACT))).status).toBe(201);

    const response = await api.fetch("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, "manzil_http_requests_total", { method: "GET", route: "/api/blogs/byId", status: "404" })).toBe(2);
    // A random path is one series, not one per path.
    expect(sample(text, "manzil_http_requests_total", { route: "unmatched", status: "404" })).toBe(1);
    expect(text).not.toContain("a1b2c3");
    expect(sample(text, "manzil_http_requests_total", { method: "POST", route: "/api/login", status: "401" })).toBe(2);
    expect(sample(text, "manzil_rate_limit_refusals_total", { route: "/api/login" })).toBe(1);
    expect(sample(text, "manzil_http_request_duration_seconds_count", { method: "POST", route: "/api/sendEmail" })).toBe(1);
    expect(sample(text, "manzil_outbox_backlog", { kind: "lead" })).toBe(1);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
  });
});
