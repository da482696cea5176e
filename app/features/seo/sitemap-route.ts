import { blogListSitemapEntries, postSitemapEntries } from "~/features/blog/index.server";
import { contentSitemapEntries } from "~/features/content-pages/index.server";
import { hreflangAlternates } from "~/i18n/alternates";
import { translatedPaths } from "~/i18n/translated-paths.server";
import type { SitemapEntry } from "~/shared/seo/sitemap";
import { escapeXml } from "~/shared/seo/xml";
import { siteUrl } from "~/shared/site/site-url.server";

/** Content pages carry the build date. Translated pairs name both versions and x-default, as the pages' hreflang links do. */
declare const __BUILD_DATE__: string;

function entryXml(e: SitemapEntry): string {
  const links = (e.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`).join("");
  return `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod><priority>${e.priority}</priority>${links}</url>`;
}

export async function loader() {
  const origin = siteUrl();
  const buildDate = __BUILD_DATE__.slice(0, 10);
  const entries = [...contentSitemapEntries(origin, buildDate), ...blogListSitemapEntries(origin, buildDate)];
  for (const entry of entries) entry.alternates = hreflangAlternates(entry.loc.slice(origin.length) || "/", origin, translatedPaths);

  let complete = true;
  try {
    const [english, urdu] = await Promise.all([postSitemapEntries(origin, "en", __BUILD_DATE__), postSitemapEntries(origin, "ur", __BUILD_DATE__)]);
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
