/**
 * The product's slug rule (docs/requirements.md, Constants), applied in this order: lowercase, trim, remove characters
 * other than word characters, whitespace and hyphens, then replace whitespace
 * runs with a single hyphen. The API stores the result (api/lib/slug.ts adds
 * its fallback for titles with nothing left); the web app applies it to posts
 * from a server that sends no slug. Plain module: safe for browser code, and apart from the Urdu
 * spelling of ./slug.ts so the public blog pages do not download that.
 */
export function slugRule(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-");
}
