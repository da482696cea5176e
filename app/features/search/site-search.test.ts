import { describe, expect, it } from "vitest";
import { searchPages, searchWords, type SearchablePage } from "./site-search";

const page = (over: Partial<SearchablePage>): SearchablePage => ({
  path: "/x",
  label: "X",
  bannerTitle: "X",
  title: "X | Call {phone}",
  description: "",
  summary: "",
  keywords: [],
  kind: "service",
  ...over,
});

const PAGES = [
  page({ path: "/house-moving-company", label: "House moving", description: "House moves across Karachi and Lahore." }),
  page({ path: "/shehzore-mazda-for-rent", label: "Truck rental", bannerTitle: "Mazda Shehzore for rent" }),
  page({ path: "/moving-company-karachi", label: "Karachi", bannerTitle: "Packers and movers in Karachi", kind: "city" }),
];

describe("site search", () => {
  it("finds a service page by a word of its banner, whatever its case", () => {
    expect(searchPages(PAGES, "shehzore").map((hit) => hit.path)).toEqual(["/shehzore-mazda-for-rent"]);
    expect(searchPages(PAGES, "  SHEHZORE ").map((hit) => hit.path)).toEqual(["/shehzore-mazda-for-rent"]);
  });

  it("puts the page named by the word before pages that only mention it", () => {
    expect(searchPages(PAGES, "Karachi").map((hit) => hit.path)).toEqual(["/moving-company-karachi", "/house-moving-company"]);
  });

  it("needs every word, and matches the start of words", () => {
    expect(searchPages(PAGES, "mazda rent").map((hit) => hit.path)).toEqual(["/shehzore-mazda-for-rent"]);
    expect(searchPages(PAGES, "mazda karachi")).toEqual([]);
    expect(searchPages(PAGES, "kara").map((hit) => hit.path)).toContain("/moving-company-karachi");
  });

  it("finds nothing for an empty query or the {phone} placeholder", () => {
    expect(searchPages(PAGES, "   ")).toEqual([]);
    expect(searchPages(PAGES, "phone")).toEqual([]);
  });

  it("splits words on punctuation", () => {
    expect(searchWords("Lahore–Karachi, Shehzore!")).toEqual(["lahore", "karachi", "shehzore"]);
  });

  it("reads Urdu typed on an Arabic keyboard, with diacritics or tatweel, as the Urdu words", () => {
    const urdu = [page({ path: "/ur/moving-company-karachi", label: "کراچی", bannerTitle: "کراچی میں پیکرز اینڈ موورز", kind: "city" })];
    for (const query of ["كراچي", "کراچی", "کَراچی", "کراچـــی", "كراچي ميں"]) {
      expect(searchPages(urdu, query).map((hit) => hit.path), query).toEqual(["/ur/moving-company-karachi"]);
    }
  });

  it("keeps Urdu words whole where decomposing split them at a combining mark", () => {
    // آ and ئ decompose into a letter and a mark (madda, hamza): the word must stay one word.
    expect(searchWords("آپ کا سامان جائے گا")).toEqual(["اپ", "کا", "سامان", "جایے", "گا"]);
    expect(searchWords("گھر\u200cکی شِفٹنگ ۲۰۲۶")).toEqual(["گھرکی", "شفٹنگ", "2026"]);
  });
});
