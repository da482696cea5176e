import { siteUrl } from "~/shared/site/site-url.server";

/** Staff and login paths stay out of search engines; the sitemap is announced. */
export const DISALLOWED_PATHS = ["/login", "/logout", "/blog-list", "/blog-create", "/blog-edit/", "/blog-comments", "/leads", "/fleet", "/payments", "/dashboard", "/jobs", "/book/thanks", "/search", "/resources/", "/api/"];

export function loader() {
  const body = ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${siteUrl()}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
