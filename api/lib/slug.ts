/**
 * Spec §5 slug rule, applied in this order: lowercase, trim, remove characters
 * other than word characters, whitespace and hyphens, then replace whitespace
 * runs with a single hyphen. A title with no letter or digit left (empty,
 * only punctuation, or in a non-Latin script) becomes "post".
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-");
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
