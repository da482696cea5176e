/**
 * Cache policies. Public HTML may be cached by a CDN for a
 * short while and served stale while it revalidates; admin pages never are.
 *
 * Every cache layer, what it keeps, for how long and what clears it:
 * docs/decisions/024-cache-layers.md.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const PUBLIC_LIST_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_NO_STORE = "private, no-store";
