import { describe, expect, it } from "vitest";
import { redactPath } from "./redact-path";

describe("redactPath", () => {
  it("drops the query string, where search terms and redirect targets live", () => {
    expect(redactPath("/login?redirectTo=%2Fleads&token=abc")).toBe("/login");
  });

  it("shortens long random segments such as estimate links and upload names", () => {
    expect(redactPath("/estimate/Zq3v9X0k1mB2nC4dE5fG6hJ7kL8/accept")).toBe("/estimate/Zq3v…/accept");
    expect(redactPath("/blog/abc123/ten-tips-for-moving-house-in-karachi")).toBe("/blog/abc123/ten-tips-for-moving-house-in-karachi");
    expect(redactPath("/uploads/3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6.webp")).toBe("/uploads/3f9a…");
  });

  it("keeps control characters out of the log line", () => {
    expect(redactPath("/a\r\nforged line")).toBe("/a??forged?line");
  });
});
