/** A lead arriving Saturday evening and answered Monday at 9:10 waited ten minutes. */
export interface OfficeHours {
  /** 0 = Sunday. */
  days: number[];
  open: number;
  close: number;
}

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const PAKISTAN_OFFSET_MS = 5 * 3_600_000;
/** 1 January 1970 was a Thursday. */
const EPOCH_WEEKDAY = 4;

/** "Mon–Sat 9:00–20:00" → OfficeHours, or null. */
export function parseOfficeHours(text: string): OfficeHours | null {
  const m = /^(\w{3})\s*[–-]\s*(\w{3})\s+(\d{1,2}):(\d{2})\s*[–-]\s*(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const first = DAY_NAMES.indexOf(m[1]!);
  const last = DAY_NAMES.indexOf(m[2]!);
  const open = Number(m[3]) * 60 + Number(m[4]);
  const close = Number(m[5]) * 60 + Number(m[6]);
  if (first < 0 || last < 0 || close <= open || close > 24 * 60) return null;
  const days: number[] = [];
  for (let day = first; ; day = (day + 1) % 7) {
    days.push(day);
    if (day === last) break;
  }
  return { days, open, close };
}

/** A lead counts as waiting whenever any office is open. */
export function widestOfficeHours(list: OfficeHours[]): OfficeHours {
  if (list.length === 0) return { days: [1, 2, 3, 4, 5, 6], open: 9 * 60, close: 20 * 60 };
  return {
    days: [...new Set(list.flatMap((hours) => hours.days))].sort(),
    open: Math.min(...list.map((hours) => hours.open)),
    close: Math.max(...list.map((hours) => hours.close)),
  };
}

export function officeMinutesBetween(from: string | number, to: string | number, hours: OfficeHours): number {
  const start = (typeof from === "number" ? from : Date.parse(from)) + PAKISTAN_OFFSET_MS;
  const end = (typeof to === "number" ? to : Date.parse(to)) + PAKISTAN_OFFSET_MS;
  if (!(end > start)) return 0;
  const openDays = new Set(hours.days);
  const dayOpenMs = (hours.close - hours.open) * MINUTE_MS;
  const inDay = (day: number) => {
    if (!openDays.has((((day + EPOCH_WEEKDAY) % 7) + 7) % 7)) return 0;
    const opens = day * DAY_MS + hours.open * MINUTE_MS;
    const closes = day * DAY_MS + hours.close * MINUTE_MS;
    return Math.max(0, Math.min(end, closes) - Math.max(start, opens));
  };
  const firstDay = Math.floor(start / DAY_MS);
  const lastDay = Math.floor(end / DAY_MS);
  let total = inDay(firstDay);
  if (lastDay === firstDay) return total / MINUTE_MS;
  // Whole weeks at once: a lead unanswered for a year costs no more than one for a week.
  const weeks = Math.floor((lastDay - firstDay - 1) / 7);
  total += weeks * openDays.size * dayOpenMs;
  for (let day = firstDay + 1 + weeks * 7; day <= lastDay; day++) total += inDay(day);
  return total / MINUTE_MS;
}

export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** 135 → "2 h 15 min"; under an hour "12 min". */
export function formatOfficeMinutes(minutes: number | null): string {
  if (minutes === null) return "–";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
