// The rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { allPublicPages } from "./pages.server";
// Server-only: from index.ts the browser build would give /book and /contact the MDX route's code.
export { frontmatterMeta } from "./content-route";
export { contentSitemapEntries } from "./sitemap.server";
