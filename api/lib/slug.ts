import { latinSlug } from "../contract/slug";

/** A title with no letter or digit left becomes "post". */
export function slugify(title: string): string {
  const slug = latinSlug(title);
  return /[a-z0-9]/.test(slug) ? slug : "post";
}

/** base, else base-2, base-3… */
export function pickUniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
