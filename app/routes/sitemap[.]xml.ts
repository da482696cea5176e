import { fetchBlogs } from "~/lib/api/blogs.server";
import { allPublicPages } from "~/lib/content/pages.server";
import { blogPath } from "~/lib/blog/paths";
import { escapeXml } from "~/lib/http/xml";
import { siteUrl } from "~/lib/site-url.server";

/**
 * Every public page and every published post, with lastmod. Content pages
 * carry the build date (they change only through a deploy). If the API is
 * down the sitemap still lists the pages.
 */
declare const __BUILD_DATE__: string;
const MAX_BLOG_PAGES = 200;

type Entry = { loc: string; lastmod: string; priority: string };

async function publishedPosts(): Promise<Entry[]> {
  const origin = siteUrl();
  const entries: Entry[] = [];
  const first = await fetchBlogs({ page: 1 });
  const pages = Math.min(Math.ceil(first.total / first.limit), MAX_BLOG_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchBlogs({ page: i + 2 })));
  for (const list of [first, ...rest]) {
    for (const blog of list.blogs) {
      if (blog.status && blog.status !== "published") continue;
      entries.push({
        loc: `${origin}${blogPath(blog)}`,
        lastmod: (blog.updatedAt ?? blog.blogDate ?? blog.createdAt ?? __BUILD_DATE__).slice(0, 10),
        priority: "0.6",
      });
    }
  }
  return entries;
}

export async function loader() {
  const origin = siteUrl();
  const buildDate = __BUILD_DATE__.slice(0, 10);
  const entries: Entry[] = allPublicPages()
    .filter((page) => !page.unlisted)
    .map((page) => ({
      loc: `${origin}${page.canonical === "/" ? "/" : page.canonical}`,
      lastmod: buildDate,
      priority: page.canonical === "/" ? "1.0" : page.kind === "service" || page.kind === "city" ? "0.9" : "0.7",
    }));
  entries.push({ loc: `${origin}/blogs`, lastmod: buildDate, priority: "0.8" });

  let complete = true;
  try {
    entries.push(...(await publishedPosts()));
  } catch (error) {
    complete = false;
    console.error("sitemap: posts unavailable:", (error as Error).message);
  }

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod><priority>${e.priority}</priority></url>`)
  .join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // A partial sitemap must not be cached for long.
      "Cache-Control": complete ? "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400" : "no-store",
    },
  });
}
