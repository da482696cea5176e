import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { Blog } from "~contract/blogs";
import { BlogCard, CARD_KEYWORDS } from "~/components/blog/blog-card";
import { TitleSearchForm } from "~/components/blog/title-search-form";
import { Pagination } from "~/components/blog/pagination";
import { BlogUnavailable } from "~/components/blog/blog-unavailable";
import { LoadingSpinner } from "~/components/loading-spinner";
import { PageBanner } from "~/components/shell/page-banner";
import { fetchBlogs, fetchTagCounts } from "~/lib/api/blogs.server";
import { blogPath } from "~/lib/blog/paths";
import { formatDate, toCardData, type BlogCardData } from "~/lib/blog/display";
import { popularTags, rankTags, type TagCount } from "~/lib/blog/tags";
import { PUBLIC_LIST_CACHE } from "~/lib/http/cache-control";
import { blogListTitle } from "~/lib/blog/list-title";
import { buildMeta } from "~/lib/seo/meta";
import { metaFromLoader, type WithMeta } from "~/lib/seo/loader-meta";
import { siteUrl } from "~/lib/site-url.server";
import { BLOGS_FETCH_FAILED } from "~/lib/blog/comment-outcome";

/** Spec §8 and §9 for the blog list. */
export const BLOGS_FAILED = BLOGS_FETCH_FAILED;
export const RECENT_POSTS = 3;

export const links: LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Manzil Movers blog", href: "/rss.xml" },
];

type LoaderData =
  | {
      ok: true;
      blogs: BlogCardData[];
      total: number;
      page: number;
      limit: number;
      title: string;
      tag: string;
      recent: Pick<Blog, "_id" | "title" | "slug" | "blogDate" | "createdAt">[];
      tags: TagCount[];
    }
  | { ok: false; title: string; tag: string; page: number };

async function listView(page: number, title: string, tag: string): Promise<Omit<Extract<LoaderData, { ok: true }>, "ok">> {
  const [list, latest, tagCounts] = await Promise.all([
    fetchBlogs({ page, title, tag }),
    title || tag || page > 1 ? fetchBlogs({ page: 1 }) : null,
    fetchTagCounts(),
  ]);
  const newest = latest ?? list;
  const recent = [...newest.blogs]
    .sort((a, b) => Date.parse(b.blogDate ?? b.createdAt ?? "") - Date.parse(a.blogDate ?? a.createdAt ?? ""))
    .slice(0, RECENT_POSTS)
    .map(({ _id, title, slug, blogDate, createdAt }) => ({ _id, title, slug, blogDate, createdAt }));
  // Without the API's tag counts: the posts at hand, each once (page 1 may be both lists).
  const postsAtHand = new Map([...list.blogs, ...newest.blogs].map((blog) => [blog._id, blog]));
  const tags = tagCounts ? rankTags(tagCounts) : popularTags([...postsAtHand.values()].map((b) => b.metaData.metaKeywords));
  return { blogs: list.blogs.map((blog) => toCardData(blog, CARD_KEYWORDS)), total: list.total, page: list.page, limit: list.limit, title, tag, recent, tags };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const title = (url.searchParams.get("title") ?? "").slice(0, 200);
  const tag = (url.searchParams.get("tag") ?? "").slice(0, 40);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  try {
    const view = await listView(page, title, tag);
    return data<LoaderData & WithMeta>({ ok: true, ...view, meta: listMeta(view) }, { headers: { "Cache-Control": PUBLIC_LIST_CACHE } });
  } catch (error) {
    console.error("blogs: list unavailable:", (error as Error).message);
    return data<LoaderData & WithMeta>({ ok: false, title, tag, page, meta: listMeta({ title, tag, page }) }, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LIST_CACHE, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export const meta = metaFromLoader();

function listMeta(data: { title: string; tag: string; page: number }) {
  const searching = Boolean(data.title || data.tag);
  const page = data.page;
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  return buildMeta(
    {
      title: blogListTitle({ title: data.title, tag: data.tag, page }),
      description:
        "Practical moving advice for Pakistan: packing guides, city moving tips for Lahore, Karachi and Islamabad, truck rental advice and seasonal moving deals.",
      keywords: ["moving tips", "packing guide", "house shifting Pakistan", "moving deals"],
      path: `/blogs${query.size ? `?${query}` : ""}`,
      breadcrumbs: [{ name: "Blog", path: "/blogs" }],
      // Search results are thin duplicate pages: keep them out of the index.
      noindex: searching,
    },
    siteUrl(),
  );
}

export default function BlogList() {
  const result = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  // Later fetches keep the old list and show an overlay loader on top (spec §4).
  const refreshing = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  return (
    <>
      <PageBanner title="Moving tips & deals" crumbs={[{ name: "BLOG", path: "/blogs" }]} />
      <section className="section">
        <div className="container blog-layout">
          <div className="blog-main">
            <TitleSearchForm
              action="/blogs"
              title={result.title}
              inputId="blog-search-input"
              placeholder="Search moving tips…"
              label="Search the blog"
              className="blog-search"
            />
            {!result.ok ? (
              <BlogUnavailable />
            ) : (
              <div className="list-with-overlay" aria-busy={refreshing}>
                {refreshing ? (
                  <div className="list-overlay">
                    <LoadingSpinner label="Loading posts…" />
                  </div>
                ) : null}
                {result.title || result.tag ? (
                  <p className="search-summary" role="status">
                    {result.total} {result.total === 1 ? "post" : "posts"} found for “{result.tag ? result.tag.toUpperCase() : result.title}”.{" "}
                    <Link to="/blogs">Clear search</Link>
                  </p>
                ) : null}
                {result.blogs.length ? (
                  <div className="blog-grid blog-grid-2">
                    {result.blogs.map((blog, index) => (
                      <BlogCard key={blog._id} blog={blog} priority={index === 0} />
                    ))}
                  </div>
                ) : (
                  <p className="empty-state">No posts match your search. Try another word, or browse the popular tags.</p>
                )}
                <Pagination
                  page={result.page}
                  total={result.total}
                  limit={result.limit}
                  hrefFor={(page) => {
                    const params = new URLSearchParams();
                    if (result.title) params.set("title", result.title);
                    if (result.tag) params.set("tag", result.tag);
                    params.set("page", String(page));
                    return `/blogs?${params}`;
                  }}
                />
              </div>
            )}
          </div>
          {result.ok ? <BlogSidebar recent={result.recent} tags={result.tags} /> : null}
        </div>
      </section>
    </>
  );
}

/**
 * A real GET form (works without JavaScript). With JavaScript, typing
 * submits after 500 ms of quiet; a new search always starts at page 1.
 */
function BlogSidebar({ recent, tags }: { recent: Pick<Blog, "_id" | "title" | "slug" | "blogDate" | "createdAt">[]; tags: TagCount[] }) {
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <section className="aside-card" aria-labelledby="recent-title">
        <h2 id="recent-title" className="aside-title">
          Recent posts
        </h2>
        <ul className="recent-posts">
          {recent.map((blog) => (
            <li key={blog._id}>
              <Link to={blogPath(blog)}>{blog.title}</Link>
              <time dateTime={blog.blogDate}>{formatDate(blog.blogDate ?? blog.createdAt)}</time>
            </li>
          ))}
        </ul>
      </section>
      {tags.length ? (
        <section className="aside-card" aria-labelledby="tags-title">
          <h2 id="tags-title" className="aside-title">
            Popular tags
          </h2>
          <ul className="tag-list popular-tags">
            {tags.map(({ tag }) => (
              <li key={tag} className="tag">
                <Link to={`/blogs?${new URLSearchParams({ tag: tag.toLowerCase() })}`}>{tag}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="aside-card aside-cta">
        <h2 className="aside-title">Planning a move?</h2>
        <p>Get a fixed written quote after a free survey.</p>
        <Link to="/book" className="button button-accent button-block">
          Get a quote
        </Link>
      </section>
    </aside>
  );
}
