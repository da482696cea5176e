import { afterEach, describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy } from "./security-headers.server";

describe("security headers", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it("allows inline scripts only by their hashes: no nonce, never unsafe-inline", () => {
    const csp = contentSecurityPolicy(["'sha256-AAAA'", "'sha256-BBBB'"], false);
    expect(csp).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB';");
    expect(csp).not.toMatch(/nonce|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("grants geolocation to the site on every document (a client-side navigation keeps the first document's policy), nothing else", () => {
    for (const url of ["https://www.example.pk/", "https://www.example.pk/contact", "https://www.example.pk/blogs", "https://www.example.pk/blog-list"]) {
      const headers = new Headers();
      applySecurityHeaders(headers, new Request(url), []);
      expect(headers.get("Permissions-Policy"), url).toBe("geolocation=(self), camera=(), microphone=(), payment=(), usb=()");
    }
  });

  it("sends HSTS and upgrade-insecure-requests only to requests that arrived over https", () => {
    const https = new Headers();
    applySecurityHeaders(https, new Request("https://www.example.pk/"), []);
    expect(https.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(https.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
    expect(https.get("X-Content-Type-Options")).toBe("nosniff");

    // SITE_URL may say https while this request came over plain http (no trusted proxy said otherwise).
    process.env.SITE_URL = "https://www.example.pk";
    const http = new Headers();
    applySecurityHeaders(http, new Request("http://127.0.0.1:3000/"), []);
    expect(http.get("Strict-Transport-Security")).toBeNull();
    expect(http.get("Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
  });
});
