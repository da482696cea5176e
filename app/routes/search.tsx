import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SiteSearchForm } from "~/components/shell/site-search-form";
import { PageBanner } from "~/components/shell/page-banner";
import { PUBLIC_LIST_CACHE } from "~/lib/http/cache-control";
import { searchQuery, searchSite } from "~/lib/search/site-search.server";
import { buildMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/loader-meta";
import { siteUrl } from "~/lib/site-url.server";

/**
 * /search?q=…: the header search's results (issue 19): service, city and
 * other pages, then blog posts by title. A plain GET page, so it works
 * without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await searchSite(searchQuery(new URL(request.url)));
  const meta = buildMeta(
    {
      title: result.query ? `Search: ${result.query} | Manzil Movers` : "Search | Manzil Movers",
      description: "Search Manzil Packers & Movers: services, cities and moving tips from the blog.",
      path: "/search",
      breadcrumbs: [{ name: "Search", path: "/search" }],
      noindex: true,
    },
    siteUrl(),
  );
  return data({ ...result, meta }, { headers: { "Cache-Control": result.postsFailed ? "no-store" : PUBLIC_LIST_CACHE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LIST_CACHE,
});

export const meta = metaFromLoader("Search | Manzil Movers");

export default function SearchPage() {
  const { query, pages, posts, postsTotal, postsFailed } = useLoaderData<typeof loader>();
  const found = pages.length + posts.length;
  return (
    <>
      <PageBanner title="Search" crumbs={[{ name: "SEARCH", path: "/search" }]} />
      <section className="section">
        <div className="container narrow search-page">
          <SiteSearchForm id="search-page" query={query} className="site-search-form search-page-form" />
          {query ? (
            <p className="search-summary" role="status" id="search-results" tabIndex={-1}>
              {found ? `Results for “${query}”.` : `Nothing found for “${query}”. Try another word, or browse our services.`}
            </p>
          ) : null}
          {pages.length ? (
            <section aria-labelledby="search-pages-title" className="search-group">
              <h2 id="search-pages-title" className="search-group-title">
                Services, cities and pages
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
                Moving tips from the blog
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
                  <Link to={`/blogs?${new URLSearchParams({ title: query })}`}>All {postsTotal} blog posts for “{query}”</Link>
                </p>
              ) : null}
            </section>
          ) : null}
          {postsFailed ? <p className="muted">The blog could not be searched just now; please try again in a moment.</p> : null}
          {query && !found ? (
            <p>
              <Link to="/service">All our services</Link> · <Link to="/blogs">Moving tips blog</Link> · <Link to="/contact">Contact us</Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
