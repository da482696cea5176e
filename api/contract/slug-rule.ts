/** docs/requirements.md (Constants), in this order. Apart from ./slug.ts so public blog pages do not download the Urdu spelling. */
export function slugRule(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-");
}
