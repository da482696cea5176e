/** UTC+5 all year, no daylight saving; no zod, so browser code can import it. */
const PAKISTAN_TIME_ZONE = "Asia/Karachi";
const PAKISTAN_UTC_OFFSET_MINUTES = 5 * 60;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Date.parse would roll 30 February over into March. */
export function isRealDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

export function pakistanLocalToUtc(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - PAKISTAN_UTC_OFFSET_MINUTES * 60_000;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export function utcToPakistanLocal(iso: string): string {
  return new Date(Date.parse(iso) + PAKISTAN_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

export function todayInPakistan(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: PAKISTAN_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function startOfPakistanDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000+05:00`)).toISOString();
}

export function endOfPakistanDate(date: string): string {
  return new Date(Date.parse(`${date}T23:59:59.999+05:00`)).toISOString();
}

export function endOfPakistanDay(now: Date = new Date()): string {
  return endOfPakistanDate(todayInPakistan(now));
}

/** Text that is no date is shown as it is. */
export function formatPakistanDateTime(iso: string): string {
  // Pakistan is whole hours ahead of UTC: the day and hour are worked out once per UTC hour (a CSV export formats two per lead).
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
/** Two years of hours fit. */
const hourTexts = new Map<string, string>();

export function formatPakistanDate(date: string, locale: "en-GB" | "ur-PK" = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}
