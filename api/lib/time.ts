let last = 0;

/**
 * The current time as ISO-8601 text (how timestamps are stored). Strictly
 * increasing within the process, so rows written in the same millisecond
 * (two quick comments) still sort in the order they were written.
 */
export function isoNow(): string {
  let now = Date.now();
  if (now <= last) now = last + 1;
  last = now;
  return new Date(now).toISOString();
}

export function isoIn(ms: number, from: number = Date.now()): string {
  return new Date(from + ms).toISOString();
}
