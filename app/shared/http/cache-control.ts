/** Every cache layer: docs/decisions/024-cache-layers.md. */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const PUBLIC_LIST_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_NO_STORE = "private, no-store";
