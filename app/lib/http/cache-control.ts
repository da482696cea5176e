/**
 * Cache policies (DESIGN budgets). Public HTML may be cached by a CDN for a
 * short while and served stale while it revalidates; admin pages never are.
 *
 * Every cache of the site, in one place (issue 15). Four layers remain, each
 * because the bench shows it paying for itself:
 *
 * 1. The front proxy's cache (deploy/nginx, README "Front cache") and any
 *    CDN or browser: these Cache-Control headers. Hashed assets are immutable
 *    for a year (server/app.ts); pages are `s-maxage` for a CDN (the front
 *    proxy keeps them 1 s, whatever they say), never a personalised answer
 *    (entry.server.tsx turns those private). Pages are the same bytes for
 *    everyone (ADR 021), so a shared cache may keep them.
 * 2. The web server's page cache (server/page-cache.ts): shareable pages
 *    answered before Express for PUBLIC_CACHE_MS (2 s), dropped on any write
 *    through the server (bench: "Cached page vs nginx").
 * 3. Shared API reads in the web app (app/lib/api/shared-reads.server.ts):
 *    anonymous API answers reused for the same 2 s, so loaders and `.data`
 *    navigations do not repeat identical API calls; dropped on a blog or
 *    comment write.
 * 4. The API's tag counts (api/blogs/blog-store.ts, 30 s, dropped when a post
 *    changes): counting keywords over every published post is the one read
 *    whose cost grows with the number of posts.
 *
 * With several web instances each keeps its own 2–30 s copies; a write shows
 * at once on the instance that took it and within those lifetimes elsewhere.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const PUBLIC_LIST_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_NO_STORE = "private, no-store";
