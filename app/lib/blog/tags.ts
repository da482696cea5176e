/**
 * Popular tags (spec §2 sidebar): every keyword, upper case, most used first.
 */
export type TagCount = { tag: string; count: number };

export function popularTags(keywordLists: string[][], max = 20): TagCount[] {
  const counts = new Map<string, number>();
  for (const list of keywordLists) {
    for (const keyword of new Set(list.map((k) => k.trim().toUpperCase()).filter(Boolean))) {
      counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, max);
}
