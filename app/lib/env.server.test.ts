import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env.server";

describe("the web app's configuration", () => {
  it("has a working default for everything outside production", () => {
    expect(parseWebEnv({})).toMatchObject({ API_URL: "http://127.0.0.1:4000", API_TIMEOUT_MS: 10_000, PUBLIC_CACHE_MS: 2_000, NODE_ENV: "development" });
  });

  it("fails at start naming every bad variable (issue 15)", () => {
    expect(() => parseWebEnv({ API_URL: "not a url", API_TIMEOUT_MS: "soon", PUBLIC_CACHE_MS: "-5", COOKIE_SECURE: "yes" })).toThrow(
      /API_URL: .*; API_TIMEOUT_MS: .*; PUBLIC_CACHE_MS: .*; COOKIE_SECURE: /,
    );
    expect(() => parseWebEnv({ API_TIMEOUT_MS: "0" })).toThrow(/API_TIMEOUT_MS: must be more than 0/);
    expect(() => parseWebEnv({ SITE_URL: "javascript:alert(1)" })).toThrow(/SITE_URL/);
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => parseWebEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is not set/);
    expect(parseWebEnv({ NODE_ENV: "production", SESSION_SECRET: "s" }).SESSION_SECRET).toBe("s");
  });

  it("treats empty values as unset and trims trailing slashes from addresses", () => {
    expect(parseWebEnv({ API_URL: "", SITE_URL: "https://manzil.example/" })).toMatchObject({ API_URL: "http://127.0.0.1:4000", SITE_URL: "https://manzil.example" });
  });
});
