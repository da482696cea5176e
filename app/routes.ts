import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";
import { urduRoutes } from "./i18n/urdu-routes";
import { APP_ROUTES, type AppRoute } from "./route-table";

/**
 * Each MDX page compiles into its own route module, so a visitor downloads only the page they open. Urdu (ADR 026):
 * a page without a file in content/pages/ur/ has no /ur route and falls to the 404.
 */
const mdxIn = (dir: string) =>
  readdirSync(fileURLToPath(new URL(dir, import.meta.url)))
    .filter((file) => file.endsWith(".mdx"))
    .sort();

function entry(appRoute: AppRoute): RouteConfigEntry {
  const options = { id: appRoute.id };
  if (appRoute.index) return index(appRoute.file, options);
  const children = appRoute.children?.map(entry);
  return appRoute.path === undefined ? layout(appRoute.file, options, children) : route(appRoute.path, appRoute.file, options, children);
}

const contentRoutes = mdxIn("../content/pages").map((file) => {
  const slug = path.basename(file, ".mdx");
  return route(slug, `../content/pages/${file}`, { id: `content/${slug}` });
});

const urduPageRoutes = urduRoutes(mdxIn("../content/pages/ur")).map(({ path: urlPath, file, id }) => route(urlPath, file, { id }));

export default [...APP_ROUTES.map(entry), ...contentRoutes, ...urduPageRoutes] satisfies RouteConfig;
