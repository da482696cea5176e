import rehypeParse from "rehype-parse";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../api/html/sanitize";
import { markdownToHtml } from "../../app/features/blog-editor/markdown.server";
import { sanitizePostHtml } from "../../app/features/blog/sanitize.server";

/**
 * One HTML allowlist: what the editor produces survives the save
 * (the API's sanitizer) and the render (the web app's DOMPurify) unchanged,
 * and what neither allows is removed the same way by both.
 */

/** Everything the Markdown editor can produce (CommonMark + GFM). */
const EDITOR_DOCUMENT = `# Moving day checklist

## Before the truck arrives

Pack **early**, label *every* box, and ~~never~~ skip the kitchen. Use \`bubble wrap\` for glass.

> Tip: keep chargers and documents with you.

1. Book the survey
2. Confirm the date

- boxes
- tape

- [x] Call the movers
- [ ] Defrost the fridge

![A packed lounge](/uploads/lounge.jpg "Ready to go")

[Call us](tel:+923001234567) or [e-mail](mailto:hello@manzil.example) or read [our rates](/book) and [the guide](https://example.com/guide?a=1&b=2#top).

| Item | Boxes | Notes |
|:-----|:-----:|------:|
| Kitchen | 12 | fragile |
| Books | 8 | heavy |

\`\`\`
tape, markers, scissors
\`\`\`

---

Line one  
line two`;

/** Same serializer for both sides, so only content (not quoting style) is compared. */
const canonical = (html: string) => String(unified().use(rehypeParse, { fragment: true }).use(rehypeStringify).processSync(html)).trim();

describe("one HTML allowlist for the editor, the save and the render", () => {
  it("what the editor produces survives the save and the render unchanged", async () => {
    const fromEditor = await markdownToHtml(EDITOR_DOCUMENT);
    // The document really has every feature.
    for (const tag of ["<h1>", "<h2>", "<strong>", "<em>", "<del>", "<code>", "<blockquote>", "<ol>", "<ul>", '<input type="checkbox"', "<img", "<table>", '<td align="center">', "<pre>", "<hr>", "<br>", 'href="tel:', 'href="mailto:', 'href="/book"']) {
      expect(fromEditor, tag).toContain(tag);
    }
    const saved = sanitizeHtml(fromEditor);
    expect(canonical(saved)).toBe(canonical(fromEditor));
    const rendered = await sanitizePostHtml(saved);
    expect(canonical(rendered)).toBe(canonical(saved));
  });

  it("figures, captions and highlights in stored posts are kept by the render too", async () => {
    const stored = sanitizeHtml('<figure><img src="/uploads/truck.jpg" alt="Our truck"><figcaption>Our <mark>Shehzore</mark></figcaption></figure>');
    expect(stored).toContain("<figcaption>");
    expect(canonical(await sanitizePostHtml(stored))).toBe(canonical(stored));
  });

  it("the save and the render remove the same dangerous things", async () => {
    const hostile =
      '<p onclick="x()" style="color:red" class="c" id="main">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA" onerror="x()"><iframe src="https://evil.example"></iframe><style>p{}</style>';
    const saved = sanitizeHtml(hostile);
    for (const bad of ["onclick", "style", "class=", "id=", "<script", "javascript:", "data:", "onerror", "<iframe", "alert(1)"]) expect(saved, bad).not.toContain(bad);
    expect(canonical(await sanitizePostHtml(hostile))).toBe(canonical(saved));
  });
});
