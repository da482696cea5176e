import { slugRule } from "../contract/slug";

/**
 * The slug a post is stored with: spec §5's rule (api/contract/slug.ts); a
 * title with no letter or digit left (empty, only punctuation, or in a
 * non-Latin script) becomes "post".
 */
export function slugify(title: string): string {
  const slug = slugRule(title);
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
