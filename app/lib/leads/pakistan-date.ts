/**
 * "Today" in Pakistan (Asia/Karachi, UTC+5, no daylight saving) as
 * YYYY-MM-DD, the same on the server and in any visitor's browser, so the
 * earliest moving date does not depend on where the code runs.
 */
const PAKISTAN_TIME_ZONE = "Asia/Karachi";

export function todayInPakistan(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: PAKISTAN_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** When a lead came in, for staff in Pakistan: "15 Mar 2025, 14:05". */
export function formatPakistanDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: PAKISTAN_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}
