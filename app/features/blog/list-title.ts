/**
 * The <title> of /blogs for what is shown: a title search, a tag, both, or
 * plain pages. `{phone}` becomes the main number (buildMeta).
 */
export function blogListTitle({ title, tag, page }: { title: string; tag: string; page: number }): string {
  const words = title.trim();
  const keyword = tag.trim().toUpperCase();
  if (words && keyword) return `Search: ${words} in ${keyword} | Moving tips blog`;
  if (words) return `Search: ${words} | Moving tips blog`;
  if (keyword) return `Posts tagged ${keyword} | Moving tips blog`;
  return page > 1 ? `Moving tips blog – page ${page} | Call {phone}` : "Moving tips & seasonal deals blog | Call {phone}";
}
