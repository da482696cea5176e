import { fetchBlogs } from "~/features/blog/index.server";
import { blogPath } from "~/features/blog";
import { allPublicPages } from "~/features/content-pages/index.server";
import { hreflangAlternates, pathIn, type Alternate } from "~/i18n/alternates";
import type { Lang } from "~/i18n/languages";
import { translatedPaths } from "~/i18n/translated-paths.server";
import { escapeXml } from "~/shared/seo/xml";
import { siteUrl } from "~/shared/site/site-url.server";

/** Content pages carry the build date. Translated pairs name both versions and x-default, as the pages' hreflang links do. */
declare const __BUILD_DATE__: string;
const MAX_BLOG_PAGES = 200;

type Entry = { loc: string; lastmod: string; priority: string; alternates?: Alternate[] };

async function publishedPosts(language: Lang): Promise<Entry[]> {
  const origin = siteUrl();
  const entries: Entry[] = [];
  const first = await fetchBlogs({ page: 1, language });
  const pages = Math.min(Math.ceil(first.total / first.limit), MAX_BLOG_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchBlogs({ page: i + 2, language })));
  for (const list of [first, ...rest]) {
    for (const blog of list.blogs) {
      if (blog.status && blog.status !== "published") continue;
      entries.push({
        loc: `${origin}${pathIn(blogPath(blog), language)}`,
        lastmod: (blog.updatedAt ?? blog.blogDate ?? blog.createdAt ?? __BUILD_DATE__).slice(0, 10),
        priority: "0.6",
      });
    }
  }
  return entries;
}

function entryXml(e: Entry): string {
  const links = (e.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`).join("");
  return `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod><priority>${e.priority}</priority>${links}</url>`;
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
  entries.push({ loc: `${origin}${pathIn("/blogs", "ur")}`, lastmod: buildDate, priority: "0.8" });
  for (const entry of entries) entry.alternates = hreflangAlternates(entry.loc.slice(origin.length) || "/", origin, translatedPaths);

  let complete = true;
  try {
    const [english, urdu] = await Promise.all([publishedPosts("en"), publishedPosts("ur")]);
    entries.push(...english, ...urdu);
  } catch (error) {
    complete = false;
    console.error("sitemap: posts unavailable:", (error as Error).message);
  }

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map(entryXml).join("\n")}
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
