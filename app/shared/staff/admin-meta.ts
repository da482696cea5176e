import type { MetaDescriptor } from "@remix-run/node";
import { site } from "~/shared/site/site-config";

/** A child route's meta replaces its parent's in Remix, so every staff route uses this. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${site.companyName}` }, { name: "robots", content: "noindex, nofollow" }];
}
