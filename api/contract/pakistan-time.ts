/**
 * Pakistan time (Asia/Karachi, UTC+5 all year, no daylight saving), the same
 * wherever the code runs: the earliest moving date on the quote form (server
 * and visitor's browser), the office's calendar for "due today" and "valid
 * until", and when a lead came in. Plain module without zod, so browser code
 * can import it.
 */
const PAKISTAN_TIME_ZONE = "Asia/Karachi";
/** Pakistan Standard Time is UTC+5 all year (no daylight saving). */
const PAKISTAN_UTC_OFFSET_MINUTES = 5 * 60;

/** A calendar date as forms, links and the database write it: YYYY-MM-DD. The one pattern for it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD date that exists (Date.parse would roll 30 February over into March). */
export function isRealDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** "2026-11-24T15:30" typed in Pakistan time → UTC ISO string; null if malformed. */
export function pakistanLocalToUtc(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - PAKISTAN_UTC_OFFSET_MINUTES * 60_000;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** UTC ISO string → "2026-11-24T15:30" in Pakistan time, for a datetime-local control. */
export function utcToPakistanLocal(iso: string): string {
  return new Date(Date.parse(iso) + PAKISTAN_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** YYYY-MM-DD in Pakistan (today, or at `now`). */
export function todayInPakistan(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: PAKISTAN_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The first millisecond of a Pakistan date (YYYY-MM-DD), as stored ISO text. */
export function startOfPakistanDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000+05:00`)).toISOString();
}

/** The last millisecond of a Pakistan date (YYYY-MM-DD), as stored ISO text. */
export function endOfPakistanDate(date: string): string {
  return new Date(Date.parse(`${date}T23:59:59.999+05:00`)).toISOString();
}

export function endOfPakistanDay(now: Date = new Date()): string {
  return endOfPakistanDate(todayInPakistan(now));
}

/** When something happened, for staff and customers in Pakistan: "25 Nov 2026, 14:05"; text that is no date is shown as it is. */
export function formatPakistanDateTime(iso: string): string {
  // Stored times are ISO text in UTC, and Pakistan is a whole number of hours ahead: the minutes
  // stay as they are, and the day and hour are worked out once per UTC hour (a CSV export formats
  // two per lead, a million leads at a time).
  const stored = iso.length === 24 && iso.charCodeAt(23) === 90 /* Z */ && iso.charCodeAt(10) === 84; /* T */
  const hour = stored ? iso.slice(0, 13) : "";
  let start = stored ? hourTexts.get(hour) : undefined;
  if (start === undefined) {
    const ms = Date.parse(stored ? `${hour}:00:00Z` : iso);
    if (Number.isNaN(ms)) return iso;
    const local = new Date(ms + PAKISTAN_UTC_OFFSET_MINUTES * 60_000).toISOString();
    start = `${dayFormat.format(new Date(`${local.slice(0, 10)}T00:00:00Z`))}, ${local.slice(11, 13)}:`;
    if (!stored) return `${start}${local.slice(14, 16)}`;
    if (hourTexts.size > 20_000) hourTexts.clear();
    hourTexts.set(hour, start);
  }
  return `${start}${iso.slice(14, 16)}`;
}
const dayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
/** "25 Nov 2026, 14:" by UTC hour ("2026-11-25T09"); two years of hours fit. */
const hourTexts = new Map<string, string>();

/** "25 November 2026" for a YYYY-MM-DD date ("25 نومبر 2026" in Urdu). */
export function formatPakistanDate(date: string, locale: "en-GB" | "ur-PK" = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}
