import { describe, expect, it } from "vitest";
import { pickUniqueSlug, slugify } from "./slug";

describe("slugify (the product's slug rule)", () => {
  it("lowercases, drops punctuation and joins words with single hyphens", () => {
    expect(slugify("Moving Tips: Lahore → Karachi!")).toBe("moving-tips-lahore-karachi");
    expect(slugify("  Shifting   House in   DHA  ")).toBe("shifting-house-in-dha");
  });

  it("keeps word characters, digits, underscores and existing hyphens", () => {
    expect(slugify("Pre-move check_list 2025")).toBe("pre-move-check_list-2025");
  });

  it("turns whitespace runs (tabs, newlines) into one hyphen", () => {
    expect(slugify("a\t\n b")).toBe("a-b");
  });

  it('gives "post" when nothing is left', () => {
    expect(slugify("")).toBe("post");
    expect(slugify("!!! ???")).toBe("post");
    expect(slugify("مدينة 北京")).not.toBe("post"); // Arabic letters are transliterated
    expect(slugify("北京")).toBe("post");
    expect(slugify("- _ -")).toBe("post");
  });
});

describe("slugify of Urdu titles", () => {
  it("writes an Urdu title in Latin letters", () => {
    expect(slugify("لاہور منتقلی")).toBe("lahore-muntaqili");
    expect(slugify("کراچی میں گھر کی شفٹنگ")).toBe("karachi-mein-ghar-ki-shifting");
  });
});

describe("pickUniqueSlug", () => {
  it("keeps a free slug", () => {
    expect(pickUniqueSlug("moving-tips", ["other"])).toBe("moving-tips");
  });

  it("adds -2, -3… on collision, taking the first free number", () => {
    expect(pickUniqueSlug("moving-tips", ["moving-tips"])).toBe("moving-tips-2");
    expect(pickUniqueSlug("moving-tips", ["moving-tips", "moving-tips-2"])).toBe("moving-tips-3");
    expect(pickUniqueSlug("moving-tips", ["moving-tips", "moving-tips-3"])).toBe("moving-tips-2");
  });
});
