import { todayInPakistan } from "../../api/contract/pakistan-time";

/**
 * The Pakistan date `days` from now (YYYY-MM-DD), the calendar the site
 * keeps. A UTC date is a day behind it from 19:00 UTC, when "tomorrow" for
 * the API is already two UTC dates away.
 */
export function pakistanDateIn(days: number): string {
  return todayInPakistan(new Date(Date.now() + days * 86_400_000));
}
