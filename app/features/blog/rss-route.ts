import type { LoaderFunctionArgs } from "@remix-run/node";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { t } from "~/i18n/catalogue.server";
import { fetchBlogs } from "./blogs.server";
import { plainText } from "./display";
import { blogPath } from "./paths";
import { escapeXml } from "~/shared/seo/xml";
import { site } from "~/shared/site/site-config";
import { siteUrl } from "~/shared/site/site-url.server";

/** One per language; every public page links its language's feed. */
const FEED_PAGES = 2;

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteUrl();
  const lang = langOfPath(new URL(request.url).pathname);
  let items: string[];
  try {
    const lists = await Promise.all(Array.from({ length: FEED_PAGES }, (_, i) => fetchBlogs({ page: i + 1, language: lang })));
    items = lists
      .flatMap((list) => list.blogs)
      .filter((blog) => !blog.status || blog.status === "published")
      .map((blog) => {
        const link = `${origin}${pathIn(blogPath(blog), lang)}`;
        const date = new Date(blog.blogDate ?? blog.createdAt ?? Date.now()).toUTCString();
        const categories = blog.metaData.metaKeywords.map((k) => `      <category>${escapeXml(k)}</category>`).join("\n");
        return `    <item>
      <title>${escapeXml(blog.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="false">${escapeXml(blog._id)}</guid>
      <pubDate>${date}</pubDate>
      <description>${escapeXml(plainText(blog.shortDescription || blog.description, 400))}</description>
${categories}
    </item>`;
      });
  } catch (error) {
    console.error("rss: posts unavailable:", (error as Error).message);
    return new Response("Feed temporarily unavailable", { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
  }

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(t(lang, "feed.title", { company: site.companyName }))}</title>
    <link>${origin}${pathIn("/blogs", lang)}</link>
    <description>${escapeXml(t(lang, "feed.description"))}</description>
    <language>${lang === "en" ? "en-pk" : "ur-pk"}</language>
    <atom:link href="${origin}${pathIn("/rss.xml", lang)}" rel="self" type="application/rss+xml" />
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=600, stale-while-revalidate=3600" },
  });
}
