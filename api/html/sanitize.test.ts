import { describe, expect, it } from "vitest";
import { HtmlRejected, MAX_HTML_DEPTH, sanitizeHtml, tagDepth } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps ordinary post formatting", () => {
    const html = '<h2>Packing</h2><p>Use <strong>strong</strong> boxes, <em>label</em> them.</p><ul><li>one</li></ul><a href="/book">Book</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes script elements with their content", () => {
    const out = sanitizeHtml('<p>hi</p><script>alert("x")</script>');
    expect(out).toBe("<p>hi</p>");
  });

  it("removes event handler attributes", () => {
    const out = sanitizeHtml('<img src="https://example.com/a.jpg" onerror="alert(1)" alt="a"><p onclick="x()">t</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('src="https://example.com/a.jpg"');
  });

  it("removes javascript: and data: URLs", () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(2)">y</a><img src="data:text/html;base64,PHNjcmlwdD4=">');
    expect(out.toLowerCase()).not.toContain("javascript:");
    expect(out).not.toContain("data:");
  });

  it("removes style attributes, style elements and iframes", () => {
    const out = sanitizeHtml('<p style="position:fixed">a</p><style>body{display:none}</style><iframe src="https://evil.example"></iframe>');
    expect(out).toBe("<p>a</p>");
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeHtml("   ")).toBe("");
  });

  it("refuses markup nested deeper than the tree tools can take (they recurse) instead of overflowing the stack", () => {
    expect(() => sanitizeHtml("<div>".repeat(40_000))).toThrow(HtmlRejected);
    expect(() => sanitizeHtml("<b>".repeat(MAX_HTML_DEPTH + 1))).toThrow(`is nested more than ${MAX_HTML_DEPTH} levels deep`);
    expect(sanitizeHtml("<b>".repeat(50) + "x")).toContain("x");
  });

  it("measures depth from tags in linear time, not counting void or self-closing elements", () => {
    expect(tagDepth('<p>a<p>b<br/><img src="x/"><a href="x/">y</a></p><div><span>z</span></div>')).toBe(2);
    const started = performance.now();
    expect(tagDepth("<a".repeat(100_000))).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
