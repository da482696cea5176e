import { fetchBlogs } from "~/features/blog/index.server";
import { sharedReads } from "~/shared/api/shared-reads.server";
import { plainText } from "~/features/blog";
import { blogPath } from "~/features/blog";
import { allPublicPages } from "~/features/content-pages/index.server";
import { pathIn } from "~/i18n/alternates";
import type { Lang } from "~/i18n/languages";
import { MAX_QUERY_LENGTH, searchableOf, searchPages, type PageHit, type SearchablePage } from "./site-search";

type PostHit = { path: string; title: string; summary: string };
export type SiteSearchResult = { query: string; pages: PageHit[]; posts: PostHit[]; postsTotal: number; postsFailed: boolean };

const searchable: Partial<Record<Lang, SearchablePage[]>> = {};
function searchablePages(lang: Lang): SearchablePage[] {
  return (searchable[lang] ??= allPublicPages(lang)
    .filter((page) => !page.unlisted)
    .map(searchableOf));
}

export function searchQuery(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

export async function searchSite(query: string, lang: Lang = "en"): Promise<SiteSearchResult> {
  if (!query) return { query, pages: [], posts: [], postsTotal: 0, postsFailed: false };
  const pages = searchPages(searchablePages(lang), query);
  try {
    const list = await sharedReads.read(`search:${lang}:${query}`, () => fetchBlogs({ page: 1, title: query, language: lang }));
    const posts = list.blogs.map((blog) => ({ path: pathIn(blogPath(blog), lang), title: blog.title, summary: plainText(blog.shortDescription) }));
    return { query, pages, posts, postsTotal: list.total, postsFailed: false };
  } catch (error) {
    console.error("search: blog posts unavailable:", (error as Error).message);
    return { query, pages, posts: [], postsTotal: 0, postsFailed: true };
  }
}
