import { isRealDate } from "~contract/pakistan-time";

/** Computed at noon UTC so no zone shifts a day. */
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const iso = (value: Date) => value.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const value = at(date);
  value.setUTCDate(value.getUTCDate() + days);
  return iso(value);
}

/** Pakistan's working week starts on Monday. */
export function weekStart(date: string): string {
  return addDays(date, -((at(date).getUTCDay() + 6) % 7));
}

const dayName = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
export function shortDay(date: string): string {
  return dayName.format(at(date));
}

export function realDate(value: string | null): string | null {
  return value && isRealDate(value) ? value : null;
}
