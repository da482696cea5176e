import type { SitemapEntry } from "~/shared/seo/sitemap";
import { allPublicPages } from "./pages.server";

/** Every listed content page, dated by the build that wrote it. */
export function contentSitemapEntries(origin: string, buildDate: string): SitemapEntry[] {
  return allPublicPages()
    .filter((page) => !page.unlisted)
    .map((page) => ({
      loc: `${origin}${page.canonical === "/" ? "/" : page.canonical}`,
      lastmod: buildDate,
      priority: page.canonical === "/" ? "1.0" : page.kind === "service" || page.kind === "city" ? "0.9" : "0.7",
    }));
}
