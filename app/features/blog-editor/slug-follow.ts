import { BLOG_LIMITS } from "~contract/limits";
import { latinSlug } from "~contract/slug";

/** An Urdu title gets a Latin address offered while the slug field follows it; a hand-written one stays. */

/**
 * The product's slug rule can leave "a---b", an edge hyphen or an over-long address, which the API makes
 * itself but refuses to be sent; the post page redirects old addresses to the tidied one.
 */
export function tidySlug(slug: string): string {
  const tidy = slug
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
  if (tidy.length <= BLOG_LIMITS.slug) return tidy;
  const cut = tidy.slice(0, BLOG_LIMITS.slug);
  const lastHyphen = cut.lastIndexOf("-");
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.replace(/-+$/, "");
}

export function offeredSlug(title: string): string {
  return tidySlug(latinSlug(title));
}
/** A hand-written address (or an API-made "-2" one) is never replaced. */
export function followsTitle(title: string, slug: string): boolean {
  const written = slug.trim();
  return written === "" || written === offeredSlug(title);
}
