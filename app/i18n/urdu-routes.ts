import { APP_ROUTES } from "../route-table";

/** The same module as the English page under /ur with its own id (Remix needs one per route). Staff pages have none. */
export type UrduAppRoute = { path: string; file: string; id: string };

export const URDU_APP_ROUTES: readonly UrduAppRoute[] = APP_ROUTES.flatMap((route) =>
  route.urdu ? [{ path: route.index ? "ur" : `ur/${route.path}`, file: route.file, id: route.urdu }] : [],
);

function urduContentRoute(file: string): UrduAppRoute {
  const slug = file.replace(/\.mdx$/, "");
  return { path: `ur/${slug}`, file: `../content/pages/ur/${file}`, id: `content/ur/${slug}` };
}

export function urduRoutes(urduPageFiles: readonly string[]): UrduAppRoute[] {
  return [...URDU_APP_ROUTES, ...urduPageFiles.filter((file) => file.endsWith(".mdx")).sort().map(urduContentRoute)];
}
