import rawSite from "../../../content/site.json";
import type { SiteConfig } from "./site-config-schema";

export type { Office, SiteConfig } from "./site-config-schema";

/** Validated at build and at start; importing the schema here would ship zod to every browser. */
export const site = rawSite as SiteConfig;

