import type { MetaDescriptor } from "@remix-run/node";
import { site } from "~/shared/site/site-config";

/**
 * Staff pages: a plain title and noindex. A child route's meta replaces its
 * parent's in Remix, so every staff route uses this rather than relying on
 * the _admin layout's robots tag.
 */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${site.companyName}` }, { name: "robots", content: "noindex, nofollow" }];
}
