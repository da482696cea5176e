import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { route, type RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";
import { urduRoutes } from "./i18n/urdu-routes";

/**
 * Routes: the file-system routes in app/routes/, plus one route per MDX page
 * in content/pages/ (the file name is the URL: content/pages/about.mdx →
 * /about). Each MDX page compiles into its own route module, so a visitor
 * only downloads the page they open.
 *
 * Urdu (ADR 026): the app's public pages again under /ur with the same
 * modules (app/i18n/urdu-routes.ts), and one /ur route per translated page in
 * content/pages/ur/. A page without an Urdu file has no /ur route, so its /ur
 * address falls to the catch-all 404 (routes/$.tsx).
 */
const mdxIn = (dir: string) =>
  readdirSync(fileURLToPath(new URL(dir, import.meta.url)))
    .filter((file) => file.endsWith(".mdx"))
    .sort();

const contentRoutes = mdxIn("../content/pages").map((file) => {
  const slug = path.basename(file, ".mdx");
  return route(slug, `../content/pages/${file}`, { id: `content/${slug}` });
});

const urduPageRoutes = urduRoutes(mdxIn("../content/pages/ur")).map(({ path: urlPath, file, id }) => route(urlPath, file, { id }));

// Tests may sit beside the routes they test; they are never routes.
export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] })),
  ...contentRoutes,
  ...urduPageRoutes,
] satisfies RouteConfig;
