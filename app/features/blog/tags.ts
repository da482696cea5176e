/** docs/requirements.md (Routes): every keyword, upper case, most used first. */
export type TagCount = { tag: string; count: number };

/** Merged across letter case; ties A–Z. */
export function rankTags(counts: TagCount[], max = 20): TagCount[] {
  const merged = new Map<string, number>();
  for (const { tag, count } of counts) {
    const key = tag.trim().toUpperCase();
    if (key) merged.set(key, (merged.get(key) ?? 0) + count);
  }
  return [...merged.entries()]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, max);
}

export function popularTags(keywordLists: string[][], max = 20): TagCount[] {
  return rankTags(
    keywordLists.flatMap((list) => [...new Set(list.map((k) => k.trim().toUpperCase()))].map((tag) => ({ tag, count: 1 }))),
    max,
  );
}
