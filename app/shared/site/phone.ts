/** Phone helpers shared by the shell, contact pages and lead forms. */

/** +923001234567 → 0300-1234567, the way Pakistanis write mobile numbers. */
export function formatPakistaniPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  const local = digits.startsWith("92") ? `0${digits.slice(2)}` : digits;
  return local.length === 11 ? `${local.slice(0, 4)}-${local.slice(4)}` : e164;
}

/** tel: link target. */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/** WhatsApp click-to-chat link with a prefilled message. */
export function whatsappHref(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
