import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./session.server";

describe("safeRedirectPath (open redirect after login)", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeRedirectPath("/blog-edit/abc123")).toBe("/blog-edit/abc123");
    expect(safeRedirectPath("/leads?status=new&page=2")).toBe("/leads?status=new&page=2");
  });

  it("falls back to /blog-list for anything a browser could read as another host", () => {
    for (const target of [
      "/\t/evil.example", // the reported case: /<TAB>/evil.example
      "/%09/evil.example",
      "//evil.example",
      "/%2F/evil.example",
      "/%252F%252Fevil.example",
      "/\\evil.example",
      "/%5Cevil.example",
      "https://evil.example/",
      "evil.example",
      "/ok\r\nSet-Cookie: x=1",
      "/%0d%0aLocation: https://evil.example",
      "/%E0%A4%A", // malformed escape
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(target as string)).toBe("/blog-list");
    }
  });

  it("falls back for a path a Location header cannot carry (characters outside ASCII, as a form sends them decoded)", () => {
    for (const to of ["/\u3000/x", "/blog-list\uff0fx", "/\u200bblog-list", "/blog-edit/é"]) {
      expect(safeRedirectPath(to), JSON.stringify(to)).toBe("/blog-list");
      expect(() => new Headers({ Location: safeRedirectPath(to) })).not.toThrow();
    }
    expect(safeRedirectPath("/blog-edit/%E3%80%80")).toBe("/blog-edit/%E3%80%80");
  });
});
