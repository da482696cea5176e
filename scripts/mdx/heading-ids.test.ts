import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { remarkHeadingIds, slugify } from "./heading-ids";

/** The ids headings render with: what `#anchor` links in the copy point at. */
const render = (markdown: string) => String(unified().use(remarkParse).use(remarkHeadingIds).use(remarkRehype).use(rehypeStringify).processSync(markdown));

describe("heading ids", () => {
  it("renders GitHub-style ids, numbering a repeated heading", () => {
    const html = render("## What is included\n\n### 1. Request & survey\n\n## Moving in Pakistan's `biggest` city\n\n## What is included\n");
    expect(html).toContain('<h2 id="what-is-included">What is included</h2>');
    expect(html).toContain('<h3 id="1-request--survey">');
    expect(html).toContain('<h2 id="moving-in-pakistans-biggest-city">');
    expect(html).toContain('<h2 id="what-is-included-1">What is included</h2>');
  });

  it("keeps Urdu letters", () => {
    expect(slugify("ہماری خدمات")).toBe("ہماری-خدمات");
    expect(render("## ہماری خدمات\n")).toContain('<h2 id="ہماری-خدمات">');
  });
});
