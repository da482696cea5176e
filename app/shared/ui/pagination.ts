/** docs/requirements.md (Constants). */
export function totalPages(total: number, limit: number): number {
  return limit > 0 ? Math.max(1, Math.ceil(total / limit)) : 1;
}

/** null marks a gap. */
export function pageWindow(current: number, pages: number, radius = 1): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const result: (number | null)[] = [1];
  const start = Math.max(2, current - radius);
  const end = Math.min(pages - 1, current + radius);
  if (start > 2) result.push(null);
  for (let page = start; page <= end; page++) result.push(page);
  if (end < pages - 1) result.push(null);
  result.push(pages);
  return result;
}
