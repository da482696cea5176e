import { fetchBlogs } from "~/lib/api/blogs.server";
import { blogPath } from "~/lib/blog/paths";
import { plainText } from "~/lib/blog/display";
import { escapeXml } from "~/lib/http/xml";
import { site } from "~/lib/site-config";
import { siteUrl } from "~/lib/site-url.server";

/** RSS 2.0 feed of the latest published posts, linked from the blog pages. */
const FEED_PAGES = 2;

export async function loader() {
  const origin = siteUrl();
  let items: string[];
  try {
    const lists = await Promise.all(Array.from({ length: FEED_PAGES }, (_, i) => fetchBlogs({ page: i + 1 })));
    items = lists
      .flatMap((list) => list.blogs)
      .filter((blog) => !blog.status || blog.status === "published")
      .map((blog) => {
        const link = `${origin}${blogPath(blog)}`;
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
    <title>${escapeXml(`${site.companyName} blog`)}</title>
    <link>${origin}/blogs</link>
    <description>${escapeXml("Moving tips and seasonal moving deals from Pakistan")}</description>
    <language>en-pk</language>
    <atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml" />
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=600, stale-while-revalidate=3600" },
  });
}
