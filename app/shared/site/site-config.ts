import rawSite from "../../../content/site.json";
import type { SiteConfig } from "./site-config-schema";

export type { Office, SiteConfig } from "./site-config-schema";

/**
 * The company details from content/site.json. The file is validated by
 * siteConfigSchema at build (scripts/mdx/site-config-check.ts) and at start
 * (scripts/start.ts); importing the schema here would ship zod to every
 * visitor's browser for no gain.
 */
export const site = rawSite as SiteConfig;

