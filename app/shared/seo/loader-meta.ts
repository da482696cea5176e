import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

/** Built in the loader: building in `meta` shipped the builder, JSON-LD helpers and site.json to every visitor (~2.8 KB gzip). */
export type WithMeta = { meta?: MetaDescriptor[] };

export function metaFromLoader(fallbackTitle = "Page not found"): MetaFunction {
  return ({ data }) => (data as WithMeta | undefined)?.meta ?? [{ title: fallbackTitle }, { name: "robots", content: "noindex" }];
}
