/** Post/redirect/get, so a reload never sends twice. */
export const CONTACT_FORM_ANCHOR = "message-form";

/** Only the reference is in the address. */
export function contactSentPath(reference: string): string {
  return `/contact?${new URLSearchParams({ sent: reference })}#${CONTACT_FORM_ANCHOR}`;
}

/** A redirect names its own fragment, or the browser keeps the form's. */
export const THANKS_ANCHOR = "request-received";

export function thanksPath(reference: string): string {
  return `/book/thanks?${new URLSearchParams({ ref: reference })}#${THANKS_ANCHOR}`;
}

/** The API issues MZ-XXXXXX. */
export const REFERENCE_PATTERN = /^[A-Z0-9-]{3,20}$/;
