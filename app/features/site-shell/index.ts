// What other features may use of this one; the rest of the folder is private (scripts/lint/feature-boundaries.ts).
export { useContactPhone, usePageWhatsApp, useWhatsAppNumber } from "./contact-phone";
export { NearestOfficeButton } from "./nearest-office";
export { officeKey, useOfficeText } from "./office-text";
export { STATIC_PAGE } from "./static-page";
