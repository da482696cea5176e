/**
 * The Urdu twins of the app's own public pages: the same route module as the
 * English page, mounted under /ur with a distinct id (Remix needs one id per
 * route). The module's loader tells the language from the URL (langOfPath in
 * app/i18n/alternates.ts). Staff pages have no twin: the staff area is English.
 * Content pages get theirs from content/pages/ur/*.mdx (app/routes.ts).
 */
export type UrduAppRoute = { path: string; file: string; id: string };

export const URDU_APP_ROUTES: readonly UrduAppRoute[] = [
  { path: "ur", file: "routes/_index.tsx", id: "ur/_index" },
  { path: "ur/book", file: "routes/book.tsx", id: "ur/book" },
  { path: "ur/book/thanks", file: "routes/book_.thanks.tsx", id: "ur/book.thanks" },
  { path: "ur/contact", file: "routes/contact.tsx", id: "ur/contact" },
  { path: "ur/blogs", file: "routes/blogs.tsx", id: "ur/blogs" },
  // Posts: /blog/{id}/{slug} and the short /blog/{id} that redirects to it (ADR 005).
  { path: "ur/blog/:id/:slug", file: "routes/blog.$id.$slug.tsx", id: "ur/blog.$id.$slug" },
  { path: "ur/blog/:id", file: "routes/blog.$id._index.tsx", id: "ur/blog.$id._index" },
  { path: "ur/search", file: "routes/search.tsx", id: "ur/search" },
  // The Urdu posts' feed (app/features/blog/rss-route.server.ts).
  { path: "ur/rss.xml", file: "routes/rss[.]xml.ts", id: "ur/rss.xml" },
];

/** The /ur route of a content page: content/pages/ur/about.mdx → /ur/about. */
function urduContentRoute(file: string): UrduAppRoute {
  const slug = file.replace(/\.mdx$/, "");
  return { path: `ur/${slug}`, file: `../content/pages/ur/${file}`, id: `content/ur/${slug}` };
}


/** Every /ur route: the app pages' twins plus one per Urdu content page (file names of content/pages/ur/). */
export function urduRoutes(urduPageFiles: readonly string[]): UrduAppRoute[] {
  return [...URDU_APP_ROUTES, ...urduPageFiles.filter((file) => file.endsWith(".mdx")).sort().map(urduContentRoute)];
}
