import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../../../scripts/lib/site";

/**
 * The web app's routes as the production build declares them (MDX content
 * pages included), as concrete paths: so the web server's tests cover every
 * route that exists, including ones added after the tests were written.
 */
type BuildRoute = { id: string; path?: string; parentId?: string; index?: boolean; module: { action?: unknown; loader?: unknown; default?: unknown } };

export interface BuiltRoute {
  id: string;
  /** The route's pattern, e.g. `/blog/:id/:slug`. */
  pattern: string;
  hasAction: boolean;
  /** Behind the staff login (a child of the `_admin` layout). */
  staff: boolean;
  /**
   * Routes that run the same code share a family: a /ur twin and its English
   * route (one module in the build), and the MDX content pages of a language
   * (each its own module, all the same layout with no loader or action).
   */
  family: string;
}

export async function builtRoutes(): Promise<BuiltRoute[]> {
  const build = (await import(pathToFileURL(path.join(projectRoot, "build/server/index.js")).href)) as { routes: Record<string, BuildRoute> };
  const fullPath = (route: BuildRoute): string => {
    const parent = route.parentId ? build.routes[route.parentId] : undefined;
    const joined = [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
    return joined.replace(/^\/+/, "");
  };
  const underAdmin = (route: BuildRoute): boolean => route.id === "routes/_admin" || (route.parentId ? underAdmin(build.routes[route.parentId]!) : false);
  const familyOfModule = new Map<unknown, string>();
  const family = (route: BuildRoute): string => {
    if (route.id.startsWith("content/")) return route.id.startsWith("content/ur/") ? "content/ur" : "content";
    if (!familyOfModule.has(route.module)) familyOfModule.set(route.module, route.id);
    return familyOfModule.get(route.module)!;
  };
  return Object.values(build.routes)
    .filter((route) => route.id !== "root" && (route.module.action || route.module.loader || route.module.default) && (route.path !== undefined || route.index))
    .map((route) => ({ id: route.id, pattern: `/${fullPath(route)}`, hasAction: Boolean(route.module.action), staff: underAdmin(route) && route.id !== "routes/_admin", family: family(route) }));
}

/** A route pattern with its params filled: a real post for the post routes, placeholders elsewhere. */
export function concretePath(pattern: string, post: { id: string; path: string }): string {
  if (pattern.startsWith("/blog/:id/:slug")) return post.path;
  if (pattern.startsWith("/blog/:id")) return `/blog/${post.id}`;
  // The editor and its sub-pages (/blog-edit/:id/revisions) keep their own path after the id.
  if (pattern.startsWith("/blog-edit/:id")) return `/blog-edit/${post.id}${pattern.slice("/blog-edit/:id".length)}`;
  // Never a real post: fuzzing a delete with a staff session must not remove the one the other cases use.
  return pattern.replace(/:id/g, "abc123").replace(/:[a-z]+/gi, "x").replace(/\*/g, "x");
}

/** Every route with an action, as a concrete path. */
export async function actionPaths(post: { id: string; path: string }): Promise<string[]> {
  const paths = (await builtRoutes()).filter((route) => route.hasAction).map((route) => concretePath(route.pattern, post));
  return [...new Set(paths)].sort();
}
