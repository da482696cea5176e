import { formatPakistaniPhone } from "~/shared/site/phone";

/**
 * A phone number as people write it (0300-1234567), kept on one line: broken
 * at its hyphen ("0300-" / "1234567") it reads as two numbers. Every number
 * shown on a page goes through this (the .phone-number rule is nowrap). It
 * reads left to right inside Urdu text too: without dir="ltr" a right-to-left
 * paragraph shows 0300-1234567 as 1234567-0300.
 */
export function PhoneNumber({ e164 }: { e164: string }) {
  return <span className="phone-number" dir="ltr">{formatPakistaniPhone(e164)}</span>;
}
