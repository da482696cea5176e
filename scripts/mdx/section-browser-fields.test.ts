import type { Root } from "mdast";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { remarkSectionBrowserFields } from "./section-browser-fields";

const yaml = 'title: "Book | Call {phone}"\nbannerTitle: "Book a move"\nnavLabel: "Get a quote"\nkeywords: ["a", "b"]\n';
const run = (path: string) => {
  const tree = { type: "root", children: [{ type: "yaml", value: yaml }] } as unknown as Root;
  remarkSectionBrowserFields()(tree, new VFile({ path }));
  return (tree.children[0] as unknown as { value: string }).value;
};

describe("section frontmatter in the browser build", () => {
  it("keeps only the fields the browser shows, in English and Urdu sections", () => {
    expect(JSON.parse(run("/site/content/sections/book.mdx"))).toEqual({ bannerTitle: "Book a move", navLabel: "Get a quote" });
    expect(JSON.parse(run("/site/content/sections/ur/book.mdx"))).toEqual({ bannerTitle: "Book a move", navLabel: "Get a quote" });
  });

  it("leaves pages' frontmatter whole (their layout and meta read more of it)", () => {
    expect(run("/site/content/pages/about.mdx")).toBe(yaml);
  });
});
