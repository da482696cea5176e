/** Phone helpers shared by the shell, contact pages and lead forms. */

// The API's e-mails write numbers the same way. A relative path: vite.config.ts reaches this
// file through the site.json schema, before the aliases exist.
export { formatPakistaniPhone } from "../../../api/contract/phone";

/** tel: link target. */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/** WhatsApp click-to-chat link with a prefilled message. */
export function whatsappHref(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
