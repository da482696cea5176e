import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize.server";

describe("sanitizePostHtml", () => {
  it("keeps the formatting posts use", () => {
    const html = '<h2>Tips</h2><p><strong>Bold</strong> and <a href="/book">a link</a></p><ul><li>one</li></ul>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it.each([
    ['<p>hi</p><script>alert(1)</script>', "<script"],
    ['<img src=x onerror="alert(1)">', "onerror"],
    ['<a href="javascript:alert(1)">x</a>', "javascript:"],
    ['<p style="background:url(x)">x</p>', "style="],
    ['<iframe src="https://evil.example"></iframe>', "<iframe"],
    ['<svg><script>alert(1)</script></svg>', "<script"],
  ])("removes dangerous markup from %s", (html, forbidden) => {
    expect(sanitizePostHtml(html).toLowerCase()).not.toContain(forbidden);
  });

  it("memoises by key, so the same post version is sanitized once", () => {
    const first = sanitizePostHtml("<p>version 1</p>", "post-1@t1");
    // Same key returns the cached result even for different input.
    expect(sanitizePostHtml("<p>changed</p>", "post-1@t1")).toBe(first);
    expect(sanitizePostHtml("<p>changed</p>", "post-1@t2")).toBe("<p>changed</p>");
  });
});
