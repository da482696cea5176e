import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const mdxIn = (dir: string) => readdirSync(new URL(`../../content/${dir}`, import.meta.url)).filter((file) => file.endsWith(".mdx")).sort();

describe("the Urdu content", () => {
  // An Urdu file without an English twin would be a /ur page with no English page to pair with (and no x-default).
  it.each(["pages", "sections", "faq"])("in content/%s/ur/ has an English twin for every file", (dir) => {
    const english = new Set(mdxIn(dir));
    const orphans = mdxIn(`${dir}/ur`).filter((file) => !english.has(file));
    expect(orphans).toEqual([]);
    expect(mdxIn(`${dir}/ur`).length).toBeGreaterThan(0);
  });
});
