import { latinSlug } from "../contract/slug";

/**
 * The slug a post is stored with: the product's rule (api/contract/slug-rule.ts),
 * with an Urdu title's letters in Latin first (latinSlug); a title with no
 * letter or digit left (empty, only punctuation, or in another script) becomes "post".
 */
export function slugify(title: string): string {
  const slug = latinSlug(title);
  return /[a-z0-9]/.test(slug) ? slug : "post";
}

/** The base itself when free, else base-2, base-3… (the first free one). */
export function pickUniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
