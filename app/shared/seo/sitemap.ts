import type { Alternate } from "~/i18n/alternates";

/** One `<url>` of /sitemap.xml; each feature lists its own pages (`sitemap.server.ts` in its folder). */
export type SitemapEntry = { loc: string; lastmod: string; priority: string; alternates?: Alternate[] };
