import { describe, expect, it } from "vitest";
import { englishPath, hasPathInLang, hreflangAlternates, langOfPath, pathIn } from "./alternates";
import { translatedPathsFrom } from "./translated-paths";
import { translatedPaths } from "./translated-paths.server";

const SITE = "https://www.manzilmovers.example";
const translated = translatedPathsFrom(["about.mdx", "moving-company-karachi.mdx"]);

describe("paths in each language", () => {
  it("puts Urdu under /ur with the English slugs", () => {
    expect(pathIn("/", "ur")).toBe("/ur");
    expect(pathIn("/book", "ur")).toBe("/ur/book");
    expect(pathIn("/blogs?page=2", "ur")).toBe("/ur/blogs?page=2");
    expect(pathIn("/?q=1", "ur")).toBe("/ur?q=1");
    expect(pathIn("/ur/book", "ur")).toBe("/ur/book");
    expect(pathIn("/ur/book", "en")).toBe("/book");
    expect(pathIn("/ur", "en")).toBe("/");
  });

  it("tells Urdu paths from English ones that merely start with ur", () => {
    expect(langOfPath("/ur")).toBe("ur");
    expect(langOfPath("/ur/contact")).toBe("ur");
    expect(langOfPath("/ur?x=1")).toBe("ur");
    expect(langOfPath("/urgent-moves")).toBe("en");
    expect(englishPath("/urgent-moves")).toBe("/urgent-moves");
  });
});

describe("hreflangAlternates", () => {
  it("gives a translated page en, ur and x-default (English), absolute", () => {
    expect(hreflangAlternates("/moving-company-karachi", SITE, translated)).toEqual([
      { hreflang: "en", href: `${SITE}/moving-company-karachi` },
      { hreflang: "ur", href: `${SITE}/ur/moving-company-karachi` },
      { hreflang: "x-default", href: `${SITE}/moving-company-karachi` },
    ]);
  });

  it("is reciprocal: both pages of a pair carry the same set", () => {
    for (const path of ["/", "/book", "/about"]) {
      expect(hreflangAlternates(pathIn(path, "ur"), SITE, translated)).toEqual(hreflangAlternates(path, SITE, translated));
    }
    expect(hreflangAlternates("/ur", `${SITE}/`, translated)).toEqual([
      { hreflang: "en", href: `${SITE}/` },
      { hreflang: "ur", href: `${SITE}/ur` },
      { hreflang: "x-default", href: `${SITE}/` },
    ]);
  });

  it("gives an untranslated page no alternates, and it has no Urdu URL", () => {
    expect(hreflangAlternates("/office-relocations", SITE, translated)).toEqual([]);
    expect(hasPathInLang("/ur/office-relocations", translated)).toBe(false);
    expect(hasPathInLang("/ur/about", translated)).toBe(true);
    expect(hasPathInLang("/office-relocations", translated)).toBe(true);
  });
});

describe("translatedPaths", () => {
  it("holds the app's pages and every content page with a file in content/pages/ur/", () => {
    for (const path of ["/", "/book", "/contact", "/blogs", "/search", "/about", "/house-moving-company", "/shehzore-mazda-for-rent"]) {
      expect(translatedPaths.has(path), path).toBe(true);
    }
    expect(translatedPaths.has("/login")).toBe(false);
  });
});
