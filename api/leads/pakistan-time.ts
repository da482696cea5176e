/**
 * Pakistan time (Asia/Karachi, UTC+5 all year, no daylight saving): the
 * office's calendar for "due today" and "valid until".
 */
const PAKISTAN_TIME_ZONE = "Asia/Karachi";

/** YYYY-MM-DD in Pakistan. */
export function pakistanDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: PAKISTAN_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The last millisecond of a Pakistan date (YYYY-MM-DD), as stored ISO text. */
export function endOfPakistanDate(date: string): string {
  return new Date(Date.parse(`${date}T23:59:59.999+05:00`)).toISOString();
}

export function endOfPakistanDay(now: Date = new Date()): string {
  return endOfPakistanDate(pakistanDate(now));
}

/** "25 Nov 2026, 14:05" */
export function formatPakistanDateTime(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: PAKISTAN_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** "25 November 2026" for a YYYY-MM-DD date. */
export function formatPakistanDate(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}
