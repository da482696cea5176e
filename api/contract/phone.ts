/** +923001234567 → 0300-1234567, as Pakistanis write mobile numbers. */
export function formatPakistaniPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  const local = digits.startsWith("92") ? `0${digits.slice(2)}` : digits;
  return local.length === 11 ? `${local.slice(0, 4)}-${local.slice(4)}` : e164;
}
