import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useLocalPath } from "~/i18n/use-lang";
import { useMessages } from "~/i18n/use-messages";
import { SiteSearchForm } from "./site-search-form";
import { metaFromLoader } from "~/shared/seo/loader-meta";
import { PageBanner } from "~/shared/ui/page-banner";
import type { loader } from "./search-route.server";
import { searchStylesheet } from "./stylesheet";
import { STATIC_PAGE } from "~/features/site-shell";
export { loader, headers } from "./search-route.server";

export const links: LinksFunction = () => [searchStylesheet];

export const meta = metaFromLoader("Search | Manzil Movers");

/** Results come with the page (a GET form, no live results): nothing here needs the framework. */
export const handle = STATIC_PAGE;

export default function SearchPage() {
  const { query, pages, posts, postsTotal, postsFailed } = useLoaderData<typeof loader>();
  const found = pages.length + posts.length;
  const t = useMessages();
  const local = useLocalPath();
  return (
    <>
      <PageBanner title={t("search.title")} crumbs={[{ name: t("search.crumb"), path: local("/search") }]} />
      <section className="section">
        <div className="container narrow search-page">
          <SiteSearchForm id="search-page" query={query} className="site-search-form search-page-form" />
          {query ? (
            <p className="search-summary" role="status" id="search-results" tabIndex={-1}>
              {found ? t("search.results", { query }) : t("search.nothingFound", { query })}
            </p>
          ) : null}
          {pages.length ? (
            <section aria-labelledby="search-pages-title" className="search-group">
              <h2 id="search-pages-title" className="search-group-title">
                {t("search.pagesHeading")}
              </h2>
              <ul className="search-results">
                {pages.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path}>{page.label}</Link>
                    <p className="muted">{page.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {posts.length ? (
            <section aria-labelledby="search-posts-title" className="search-group">
              <h2 id="search-posts-title" className="search-group-title">
                {t("search.postsHeading")}
              </h2>
              <ul className="search-results">
                {posts.map((post) => (
                  <li key={post.path}>
                    <Link to={post.path}>{post.title}</Link>
                    <p className="muted">{post.summary}</p>
                  </li>
                ))}
              </ul>
              {postsTotal > posts.length ? (
                <p>
                  <Link to={`${local("/blogs")}?${new URLSearchParams({ title: query })}`}>{t("search.allPosts", { count: postsTotal, query })}</Link>
                </p>
              ) : null}
            </section>
          ) : null}
          {postsFailed ? <p className="muted">{t("search.postsFailed")}</p> : null}
          {query && !found ? (
            <p>
              <Link to={local("/service")}>{t("search.allServices")}</Link> · <Link to={local("/blogs")}>{t("search.blog")}</Link> ·{" "}
              <Link to={local("/contact")}>{t("search.contactUs")}</Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
