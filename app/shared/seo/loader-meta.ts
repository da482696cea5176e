import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

/**
 * Public pages build their metadata on the server, in their loader (buildMeta,
 * structured data, the company's details), and `meta` only reads it back.
 * A `meta` function also runs in the browser, so building it there shipped
 * the builder, the JSON-LD helpers and site.json to every visitor (about
 * 2.8 KB gzip per page) to produce tags the HTML already had.
 */
export type WithMeta = { meta?: MetaDescriptor[] };

export function metaFromLoader(fallbackTitle = "Page not found"): MetaFunction {
  return ({ data }) => (data as WithMeta | undefined)?.meta ?? [{ title: fallbackTitle }, { name: "robots", content: "noindex" }];
}
