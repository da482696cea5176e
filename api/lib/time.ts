let last = 0;

/** Strictly increasing within the process, so rows of one millisecond still sort in write order. */
export function isoNow(): string {
  let now = Date.now();
  if (now <= last) now = last + 1;
  last = now;
  return new Date(now).toISOString();
}

export function isoIn(ms: number, from: number = Date.now()): string {
  return new Date(from + ms).toISOString();
}
