// Relative: vite.config.ts reaches this file through the site.json schema, before the aliases exist.

// The API's e-mails write numbers the same way. A relative path: vite.config.ts reaches this
// file through the site.json schema, before the aliases exist.
export { formatPakistaniPhone } from "../../../api/contract/phone";

export function telHref(e164: string): string {
  return `tel:${e164}`;
}

export function whatsappHref(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
