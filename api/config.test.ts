import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({}, "/srv/site");
    expect(config.port).toBe(4000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toBe(path.resolve("/srv/site/data"));
    expect(config.database).toEqual({ kind: "sqlite", file: path.resolve("/srv/site/data/manzil.db") });
    expect(config.uploadDir).toBe(path.resolve("/srv/site/data/uploads"));
    expect(config.admin).toEqual({ email: "admin@manzilmovers.example", password: undefined, name: "Admin" });
    expect(config.uploads).toEqual({ maxBytes: 5 * 1024 * 1024, maxFiles: 10, maxPixels: 40_000_000 });
    expect(config.tokens).toEqual({ idleMs: 120 * 60_000, absoluteMs: 7 * 24 * 3_600_000 });
    expect(config.passwordHash.log2N).toBe(17);
    expect(config.seedDemo).toBe(true);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.notifyTo).toEqual(["info@manzilmovers.example"]);
  });

  it("switches to PostgreSQL for a postgres:// DATABASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgresql://u@db:5432/site" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgresql://u@db:5432/site", schema: undefined, connectTimeoutMs: 5000, statementTimeoutMs: 15_000 });
  });

  it("has HTTP timeouts against slow clients, and refuses a headers timeout above the request timeout", () => {
    expect(loadConfig({}).http).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5000 });
    expect(() => loadConfig({ API_HEADERS_TIMEOUT_MS: "5000", API_REQUEST_TIMEOUT_MS: "1000" })).toThrow(/API_HEADERS_TIMEOUT_MS: must not be above API_REQUEST_TIMEOUT_MS/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ API_PORT: "", SEED_DEMO: "" }).port).toBe(4000);
  });

  it("names the variable of a bad value", () => {
    expect(() => loadConfig({ API_PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: "eighty" })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ LEADS_NOTIFY_TO: "not-an-address" })).toThrow(/LEADS_NOTIFY_TO/);
    expect(() => loadConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
  });

  it("refuses a short ADMIN_PASSWORD without echoing it", () => {
    try {
      loadConfig({ ADMIN_PASSWORD: "hunter2" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/ADMIN_PASSWORD: must be at least 12 characters/);
      expect(String(error)).not.toContain("hunter2");
    }
  });

  it("reads SEED_DEMO=false and a list of notification addresses", () => {
    const config = loadConfig({ SEED_DEMO: "false", LEADS_NOTIFY_TO: "a@x.example, b@x.example" });
    expect(config.seedDemo).toBe(false);
    expect(config.mail.notifyTo).toEqual(["a@x.example", "b@x.example"]);
  });
});
