import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseWebConfig, rereadWebConfigForTests, webConfig } from "./web-config.server";

const root = path.resolve(import.meta.dirname, "..");

describe("the web process's configuration", () => {
  afterEach(() => rereadWebConfigForTests());

  it("has a working default for everything but the session secret", () => {
    expect(parseWebConfig({ SESSION_SECRET: "s" })).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      ACCESS_LOG: "true",
      SHUTDOWN_GRACE_MS: 10_000,
      LOG_FORMAT: "text",
      API_URL: "http://127.0.0.1:4000",
      API_TIMEOUT_MS: 10_000,
      PUBLIC_CACHE_MS: 2_000,
      SANITIZER_IDLE_MS: 3_000,
      SESSION_SECRET: "s",
    });
  });

  it("is production unless told otherwise, so production requires SESSION_SECRET", () => {
    expect(() => parseWebConfig({})).toThrow(/^Bad configuration of the web app: SESSION_SECRET: SESSION_SECRET is not set\. npm start generates one in DATA_DIR/);
    expect(() => parseWebConfig({ SESSION_SECRET: "  " })).toThrow(/SESSION_SECRET is not set/);
    expect(parseWebConfig({ NODE_ENV: "development" }).SESSION_SECRET).toBeUndefined();
    expect(parseWebConfig({ NODE_ENV: "test" }).NODE_ENV).toBe("test");
  });

  it("names every bad variable at once", () => {
    expect(() =>
      parseWebConfig({ NODE_ENV: "staging", PORT: "70000", API_URL: "not a url", API_TIMEOUT_MS: "soon", PUBLIC_CACHE_MS: "-5", COOKIE_SECURE: "yes", METRICS_TOKEN: "short" }),
    ).toThrow(/^Bad configuration of the web app: NODE_ENV: .*; PORT: .*; METRICS_TOKEN: must be at least 16 characters; API_URL: .*; API_TIMEOUT_MS: .*; PUBLIC_CACHE_MS: .*; COOKIE_SECURE: /);
    expect(() => parseWebConfig({ NODE_ENV: "test", API_TIMEOUT_MS: "0" })).toThrow(/API_TIMEOUT_MS: must be more than 0/);
    expect(() => parseWebConfig({ NODE_ENV: "test", SITE_URL: "javascript:alert(1)" })).toThrow(/SITE_URL/);
  });

  it("treats empty values as unset and trims trailing slashes from addresses", () => {
    expect(parseWebConfig({ NODE_ENV: "test", API_URL: "", SITE_URL: "https://manzil.example/" })).toMatchObject({
      API_URL: "http://127.0.0.1:4000",
      SITE_URL: "https://manzil.example",
    });
  });

  it("is read from the environment once", () => {
    const first = webConfig();
    expect(webConfig()).toBe(first);
  });

  it("stops the web server at start with the bad variable named, before it serves anything", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "production", SESSION_SECRET: "s", PORT: "0", API_URL: "ftp://api" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Bad configuration of the web app: API_URL: ");
    expect(run.stdout).not.toContain("listening");
  });
});
