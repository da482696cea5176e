import { LOCALES, type Lang } from "./languages";

/** Always Pakistan time, whatever the server's zone. ur-PK keeps Western digits, as content/ur-glossary.md wants. */
const TIME_ZONE = "Asia/Karachi";

export function formatDate(
  lang: Lang,
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" },
): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, ...options }).format(new Date(date));
}

export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALES[lang], options).format(value);
}
