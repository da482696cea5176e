import { pathIn } from "~/i18n/alternates";
import type { Lang } from "~/i18n/languages";
import type { SitemapEntry } from "~/shared/seo/sitemap";
import { fetchBlogs } from "./blogs.server";
import { blogPath } from "./paths";

const MAX_BLOG_PAGES = 200;

/** The blog's list page in each language. */
export function blogListSitemapEntries(origin: string, buildDate: string): SitemapEntry[] {
  return [
    { loc: `${origin}/blogs`, lastmod: buildDate, priority: "0.8" },
    { loc: `${origin}${pathIn("/blogs", "ur")}`, lastmod: buildDate, priority: "0.8" },
  ];
}

/** Published posts in one language, at most MAX_BLOG_PAGES list pages of them; throws when the API cannot answer. */
export async function postSitemapEntries(origin: string, language: Lang, fallbackDate: string): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  const first = await fetchBlogs({ page: 1, language });
  const pages = Math.min(Math.ceil(first.total / first.limit), MAX_BLOG_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchBlogs({ page: i + 2, language })));
  for (const list of [first, ...rest]) {
    for (const blog of list.blogs) {
      if (blog.status && blog.status !== "published") continue;
      entries.push({
        loc: `${origin}${pathIn(blogPath(blog), language)}`,
        lastmod: (blog.updatedAt ?? blog.blogDate ?? blog.createdAt ?? fallbackDate).slice(0, 10),
        priority: "0.6",
      });
    }
  }
  return entries;
}
