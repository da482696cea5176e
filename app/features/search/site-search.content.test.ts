import path from "node:path";
import { describe, expect, it } from "vitest";
import { findContentFiles } from "../../../scripts/content-check/content-files";
import { parseContentFile } from "../../../scripts/content-check/parse-content";
import type { Frontmatter } from "~/features/content-pages";
import { searchableOf, searchPages, type SearchablePage } from "./site-search";

/**
 * The site search over the real pages of content/ (their frontmatter, as
 * /search reads it): the spellings people type find the page they mean.
 */
const root = path.resolve(__dirname, "../../..");
const pagesOf = (language: "en" | "ur"): SearchablePage[] =>
  findContentFiles(root)
    .filter((file) => file.collection !== "faq" && file.language === language)
    .map((file) => parseContentFile(file).data as Frontmatter)
    .filter((page) => !page.unlisted)
    .map(searchableOf);

const english = pagesOf("en");
const first = (query: string, pages = english) => searchPages(pages, query)[0]?.path;

describe("site search over the site's pages", () => {
  it("finds the truck rental page by either spelling of Shehzore", () => {
    expect(first("shehzore")).toBe("/shehzore-mazda-for-rent");
    expect(first("shahzore")).toBe("/shehzore-mazda-for-rent");
    expect(first("Shahzor")).toBe("/shehzore-mazda-for-rent");
  });

  it("finds house moving by the words people use for it", () => {
    expect(first("ghar shift")).toBe("/house-moving-company");
    expect(first("ghar shifting")).toBe("/house-moving-company");
    expect(searchPages(english, "house moving").map((hit) => hit.path)).toContain("/house-moving-company");
    expect(searchPages(english, "house shifting").map((hit) => hit.path)).toContain("/house-moving-company");
  });

  it("finds a city page by its name typed in Urdu on either keyboard", () => {
    expect(first("karachi")).toBe("/moving-company-karachi");
    expect(first("کراچی")).toBe("/moving-company-karachi");
    expect(first("كراچي")).toBe("/moving-company-karachi");
    expect(first("لاہور")).toBe("/moving-company-lahore");
    expect(first("ghar shift karachi")).toBe("/moving-company-karachi");
  });

  it("finds the Urdu edition's Karachi page by an Arabic-keyboard spelling", () => {
    const urdu = pagesOf("ur");
    expect(urdu.length).toBeGreaterThan(0);
    expect(first("كراچي", urdu)).toBe("/ur/moving-company-karachi");
    expect(first("شہزور", urdu)).toBe("/ur/shehzore-mazda-for-rent");
  });

  it("ranks the Urdu edition's city and service pages first for their names typed in Latin letters", () => {
    const urdu = pagesOf("ur");
    // Home, house shifting and Lahore name Karachi in their keywords too; the Karachi page is about it.
    expect(first("karachi", urdu)).toBe("/ur/moving-company-karachi");
    expect(first("lahore", urdu)).toBe("/ur/moving-company-lahore");
    expect(first("shehzore", urdu)).toBe("/ur/shehzore-mazda-for-rent");
  });
});
