import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { route, type RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

/**
 * Routes: the file-system routes in app/routes/, plus one route per MDX page
 * in content/pages/ (the file name is the URL: content/pages/about.mdx →
 * /about). Each MDX page compiles into its own route module, so a visitor
 * only downloads the page they open.
 */
const contentDir = fileURLToPath(new URL("../content/pages", import.meta.url));

const contentRoutes = readdirSync(contentDir)
  .filter((file) => file.endsWith(".mdx"))
  .sort()
  .map((file) => {
    const slug = path.basename(file, ".mdx");
    return route(slug, `../content/pages/${file}`, { id: `content/${slug}` });
  });

// Tests may sit beside the routes they test; they are never routes.
export default [...(await flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] })), ...contentRoutes] satisfies RouteConfig;
