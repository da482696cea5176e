import { formatPakistaniPhone } from "~/shared/site/phone";

/** nowrap: "0300-" / "1234567" reads as two numbers; dir="ltr": RTL text shows it as 1234567-0300. */
export function PhoneNumber({ e164 }: { e164: string }) {
  return <span className="phone-number" dir="ltr">{formatPakistaniPhone(e164)}</span>;
}
