import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { BlogCard } from "./blog-card";
import { BlogUnavailable } from "./blog-unavailable";
import { BLOGS_FETCH_FAILED } from "~/shared/api/list-failed-messages";
import { formatDate, shownKeywords } from "./display";
import { blogPath } from "./paths";
import type { TagCount } from "./tags";
import { TitleSearchForm } from "./title-search-form";
import { metaFromLoader } from "~/shared/seo/loader-meta";
import { PageBanner } from "~/shared/ui/page-banner";
import { LoadingSpinner } from "~/shared/ui/loading-spinner";
import { Pagination } from "~/shared/ui/pagination-nav";
import type { Blog } from "~contract/blogs";
import type { loader } from "./blogs-route.server";
import { blogStylesheet } from "./stylesheet";
import { pathIn } from "~/i18n/alternates";
import { formatDate as formatDateIn } from "~/i18n/format";
import { useLocalText, usePageLang } from "~/i18n/use-page-lang";
export { loader, headers } from "./blogs-route.server";

export const BLOGS_FAILED = BLOGS_FETCH_FAILED;

// The feed link is in every page's head (language-alternates.tsx).
export const links: LinksFunction = () => [blogStylesheet];

export const meta = metaFromLoader();

export default function BlogList() {
  const result = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  // Later fetches keep the old list and show an overlay loader on top.
  const refreshing = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  // English words are the spec's own.
  const lang = usePageLang();
  const say = useLocalText();
  const listPath = pathIn("/blogs", lang);

  return (
    <>
      <PageBanner title={say("blog.title", "Moving tips & deals")} crumbs={[{ name: say("nav.blog", "BLOG"), path: listPath }]} />
      <section className="section">
        <div className="container blog-layout">
          <div className="blog-main">
            <TitleSearchForm
              action={listPath}
              title={result.title}
              inputId="blog-search-input"
              placeholder={say("blog.searchPlaceholder", "Search moving tips…")}
              label={say("blog.searchLabel", "Search the blog")}
              fieldLabel={say("blog.searchLabel", "Search posts by title or tag")}
              submitLabel={say("blog.searchSubmit", "Search")}
              className="blog-search"
            />
            {!result.ok ? (
              <BlogUnavailable />
            ) : (
              <div className="list-with-overlay" aria-busy={refreshing}>
                {refreshing ? (
                  <div className="list-overlay">
                    <LoadingSpinner label={say("blog.loading", "Loading posts…")} />
                  </div>
                ) : null}
                {result.title || result.tag ? (
                  <p className="search-summary" role="status">
                    {lang === "en"
                      ? `${result.total} ${result.total === 1 ? "post" : "posts"} found for “${result.tag ? result.tag.toUpperCase() : result.title}”.`
                      : say("blog.found", "", { count: result.total, query: result.tag ? result.tag.toUpperCase() : result.title })}{" "}
                    <Link to={listPath}>{say("blog.clearSearch", "Clear search")}</Link>
                  </p>
                ) : null}
                {result.blogs.length ? (
                  <div className="blog-grid blog-grid-2">
                    {result.blogs.map((blog, index) => (
                      <BlogCard key={blog._id} blog={blog} priority={index === 0} />
                    ))}
                  </div>
                ) : result.title || result.tag ? (
                  <p className="empty-state">{say("blog.noMatch", "No posts match your search. Try another word, or browse the popular tags.")}</p>
                ) : (
                  // Nothing was searched: a page past the last one.
                  <p className="empty-state">
                    {say("blog.pastLastPage", "There are no posts on this page.")} <Link to={listPath}>{say("blog.firstPage", "Go to the first page")}</Link>
                  </p>
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
                    return `${listPath}?${params}`;
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

/** With JavaScript, typing submits after 500 ms of quiet; a new search starts at page 1. */
function BlogSidebar({ recent, tags }: { recent: Pick<Blog, "_id" | "title" | "slug" | "blogDate" | "createdAt">[]; tags: TagCount[] }) {
  const lang = usePageLang();
  const say = useLocalText();
  const date = (iso: string | undefined) => (lang === "en" ? formatDate(iso) : iso ? formatDateIn(lang, iso) : "");
  return (
    <aside className="blog-sidebar" aria-label={say("blog.sidebar", "Blog sidebar")}>
      <section className="aside-card" aria-labelledby="recent-title">
        <h2 id="recent-title" className="aside-title">
          {say("blog.recentPosts", "Recent posts")}
        </h2>
        <ul className="recent-posts">
          {recent.map((blog) => (
            <li key={blog._id}>
              <Link to={pathIn(blogPath(blog), lang)}>{blog.title}</Link>
              <time dateTime={blog.blogDate}>{date(blog.blogDate ?? blog.createdAt)}</time>
            </li>
          ))}
        </ul>
      </section>
      {tags.length ? (
        <section className="aside-card" aria-labelledby="tags-title">
          <h2 id="tags-title" className="aside-title">
            {say("blog.popularTags", "Popular tags")}
          </h2>
          <ul className="tag-list popular-tags">
            {shownKeywords(tags, lang, ({ tag }) => tag).map(({ tag }) => (
              <li key={tag} className="tag">
                <Link to={`${pathIn("/blogs", lang)}?${new URLSearchParams({ tag: tag.toLowerCase() })}`}>{tag}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="aside-card aside-cta">
        <h2 className="aside-title">{say("blog.planningMove", "Planning a move?")}</h2>
        <p>{say("blog.planningText", "Get a fixed written quote after a free survey.")}</p>
        <Link to={pathIn("/book", lang)} className="button button-accent button-block">
          {say("blog.getQuote", "Get a quote")}
        </Link>
      </section>
    </aside>
  );
}
