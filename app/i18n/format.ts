import { LOCALES, type Lang } from "./languages";

/**
 * Dates and numbers in a language's Pakistani locale (en-PK, ur-PK), always on
 * Pakistan time, so a post dated late in the evening in Karachi shows that day
 * whatever the server's time zone. Intl is built into browsers and Node: no
 * library. ur-PK keeps Western digits (CLDR), as content/ur-glossary.md wants.
 */
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
