import { formatPakistaniPhone } from "~/lib/phone";

/**
 * A phone number as people write it (0300-1234567), kept on one line: broken
 * at its hyphen ("0300-" / "1234567") it reads as two numbers. Every number
 * shown on a page goes through this (the .phone-number rule is nowrap).
 */
export function PhoneNumber({ e164 }: { e164: string }) {
  return <span className="phone-number">{formatPakistaniPhone(e164)}</span>;
}
