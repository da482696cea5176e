import { APP_ROUTES } from "../route-table";

/**
 * The Urdu twins of the app's public pages: the same route module as the
 * English page, mounted under /ur with a distinct id (Remix needs one id per
 * route). The module's loader tells the language from the URL (langOfPath in
 * app/i18n/alternates.ts). Staff pages have no twin: the staff area is English.
 */
export type UrduAppRoute = { path: string; file: string; id: string };

export const URDU_APP_ROUTES: readonly UrduAppRoute[] = APP_ROUTES.flatMap((route) =>
  route.urdu ? [{ path: route.index ? "ur" : `ur/${route.path}`, file: route.file, id: route.urdu }] : [],
);

/** The /ur route of a content page: content/pages/ur/about.mdx → /ur/about. */
function urduContentRoute(file: string): UrduAppRoute {
  const slug = file.replace(/\.mdx$/, "");
  return { path: `ur/${slug}`, file: `../content/pages/ur/${file}`, id: `content/ur/${slug}` };
}

/** Every /ur route: the app pages' twins plus one per Urdu content page (file names of content/pages/ur/). */
export function urduRoutes(urduPageFiles: readonly string[]): UrduAppRoute[] {
  return [...URDU_APP_ROUTES, ...urduPageFiles.filter((file) => file.endsWith(".mdx")).sort().map(urduContentRoute)];
}
