import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { t } from "~/i18n/catalogue.server";
import { searchQuery, searchSite } from "./site-search.server";
import { buildMeta } from "~/shared/seo/meta";
import { PUBLIC_LIST_CACHE } from "~/shared/http/cache-control";
import { siteUrl } from "~/shared/site/site-url.server";

/** A plain GET page, so it works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const result = await searchSite(searchQuery(url), lang);
  const meta = buildMeta(
    {
      title: result.query ? t(lang, "search.metaTitle", { query: result.query }) : t(lang, "search.metaTitleEmpty"),
      description: t(lang, "search.metaDescription"),
      path: pathIn("/search", lang),
      breadcrumbs: [{ name: t(lang, "search.title"), path: pathIn("/search", lang) }],
      noindex: true,
    },
    siteUrl(),
  );
  return data({ ...result, meta }, { headers: { "Cache-Control": result.postsFailed ? "no-store" : PUBLIC_LIST_CACHE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LIST_CACHE,
});
