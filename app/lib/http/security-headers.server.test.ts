import { afterEach, describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy, permissionsPolicy } from "./security-headers.server";

describe("security headers", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it("allows scripts only with the nonce, never inline", () => {
    const csp = contentSecurityPolicy("abc123", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("grants geolocation only on the pages that use it", () => {
    expect(permissionsPolicy("/contact")).toContain("geolocation=(self)");
    expect(permissionsPolicy("/book")).toContain("geolocation=(self)");
    expect(permissionsPolicy("/about")).toContain("geolocation=()");
    expect(permissionsPolicy("/contact-us-fake")).toContain("geolocation=()");
  });

  it("sends HSTS only in production over https", () => {
    process.env.NODE_ENV = "production";
    process.env.SITE_URL = "https://www.example.pk";
    const https = new Headers();
    applySecurityHeaders(https, "/", "n");
    expect(https.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(https.get("X-Content-Type-Options")).toBe("nosniff");

    process.env.SITE_URL = "http://127.0.0.1:3000";
    const http = new Headers();
    applySecurityHeaders(http, "/", "n");
    expect(http.get("Strict-Transport-Security")).toBeNull();
  });
});
