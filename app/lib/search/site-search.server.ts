import { fetchBlogs } from "../api/blogs.server";
import { sharedReads } from "../api/shared-reads.server";
import { plainText } from "../blog/display";
import { blogPath } from "../blog/paths";
import { allPublicPages } from "../content/pages.server";
import { MAX_QUERY_LENGTH, searchPages, type PageHit, type SearchablePage } from "./site-search";

/** The site search of /search: the pages from their frontmatter, blog posts by title through the API. */
export type PostHit = { path: string; title: string; summary: string };
export type SiteSearchResult = { query: string; pages: PageHit[]; posts: PostHit[]; postsTotal: number; postsFailed: boolean };

let searchable: SearchablePage[] | undefined;
function searchablePages(): SearchablePage[] {
  searchable ??= allPublicPages()
    .filter((page) => !page.unlisted)
    .map((page) => ({
      path: page.canonical,
      label: page.navLabel,
      bannerTitle: page.bannerTitle,
      title: page.title,
      description: page.description,
      summary: page.summary,
      keywords: page.keywords,
      kind: page.kind,
    }));
  return searchable;
}

export function searchQuery(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

export async function searchSite(query: string): Promise<SiteSearchResult> {
  if (!query) return { query, pages: [], posts: [], postsTotal: 0, postsFailed: false };
  const pages = searchPages(searchablePages(), query);
  try {
    const list = await sharedReads.read(`search:${query}`, () => fetchBlogs({ page: 1, title: query }));
    const posts = list.blogs.map((blog) => ({ path: blogPath(blog), title: blog.title, summary: plainText(blog.shortDescription) }));
    return { query, pages, posts, postsTotal: list.total, postsFailed: false };
  } catch (error) {
    console.error("search: blog posts unavailable:", (error as Error).message);
    return { query, pages, posts: [], postsTotal: 0, postsFailed: true };
  }
}
