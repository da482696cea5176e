import { BLOG_LIMITS } from "~contract/limits";
import { latinSlug } from "~contract/slug";

/**
 * The editor's slug field with JavaScript: while it holds what the title
 * gives (or nothing), it follows the title as it is typed, so an Urdu title
 * gets a Latin address offered; once the staff member writes their own, it
 * stays as written. Plain functions, so the rule is unit-tested.
 */

/**
 * A slug in the form the API accepts from the editor (SLUG_PATTERN and the
 * length cap in api/contract/blogs.ts): small Latin letters, digits and "_"
 * in words joined by single hyphens, at most BLOG_LIMITS.slug characters (cut
 * at a whole word where it can be). The product's slug rule can leave "a---b"
 * (from "a - b"), a hyphen at either end or a long address, which the API
 * makes for itself but refuses to be sent; the public post page redirects an
 * old address to the tidied one.
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

/** The slug offered for a title (latinSlug, tidied): an Urdu title's letters in Latin. */
export function offeredSlug(title: string): string {
  return tidySlug(latinSlug(title));
}
/**
 * Whether the slug field follows the title: it is empty or holds the title's
 * own slug. So a new post follows from the start, an edited post whose
 * address came from its title keeps doing so, and a hand-written address
 * (or an API-made "-2" one) is never replaced.
 */
export function followsTitle(title: string, slug: string): boolean {
  const written = slug.trim();
  return written === "" || written === offeredSlug(title);
}
