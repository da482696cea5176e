/** docs/requirements.md (Constants): total pages = ceil(total / limit). */
export function totalPages(total: number, limit: number): number {
  return limit > 0 ? Math.max(1, Math.ceil(total / limit)) : 1;
}

/**
 * Page numbers to show: all of them when few, otherwise the first, the last
 * and a window around the current page, with null marking a gap.
 */
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
