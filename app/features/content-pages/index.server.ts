// What other features' server code may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { allPublicPages } from "./pages.server";
// Server-only: from index.ts the browser build would count the MDX page route (and its SEO
// builders) as code /book and /contact use, and give them a file of their own (issue 36).
export { frontmatterMeta } from "./content-route";
