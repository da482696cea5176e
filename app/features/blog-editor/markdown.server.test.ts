import { describe, expect, it } from "vitest";
import { htmlToMarkdown, markdownToHtml } from "./markdown.server";

describe("markdownToHtml", () => {
  it("renders bold, lists, links and GFM tables", async () => {
    const html = await markdownToHtml("Pack **early**.\n\n- boxes\n- tape\n\n[Call us](https://example.com/call)\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<strong>early</strong>");
    expect(html).toMatch(/<ul>\s*<li>boxes<\/li>\s*<li>tape<\/li>\s*<\/ul>/);
    expect(html).toContain('<a href="https://example.com/call">Call us</a>');
    expect(html).toContain("<table>");
  });

  it("drops raw HTML and dangerous links", async () => {
    const html = await markdownToHtml('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
  });

  it("an empty editor stays empty", async () => {
    expect(await markdownToHtml("  \n ")).toBe("");
  });
});

describe("htmlToMarkdown", () => {
  it("turns stored HTML back into Markdown for editing", async () => {
    const md = await htmlToMarkdown('<p>Pack <strong>early</strong>.</p><ul><li>boxes</li><li>tape</li></ul><p><a href="https://example.com">link</a></p>');
    expect(md).toContain("Pack **early**.");
    expect(md).toContain("- boxes\n- tape");
    expect(md).toContain("[link](https://example.com)");
  });

  it("round-trips Markdown → HTML → Markdown", async () => {
    const source = "## Tips\n\nPack **early** and *label* boxes.\n\n1. one\n2. two\n\n[Book](https://example.com/book)";
    expect(await htmlToMarkdown(await markdownToHtml(source))).toBe(source);
  });
});
