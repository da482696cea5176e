/** Where a visitor lands after sending a lead (post/redirect/get, so a reload never sends twice). */
export const CONTACT_FORM_ANCHOR = "message-form";

/** /contact shows "message sent" in place of the form. Only the reference is in the address. */
export function contactSentPath(reference: string): string {
  return `/contact?${new URLSearchParams({ sent: reference })}#${CONTACT_FORM_ANCHOR}`;
}

/** The confirmation on /book/thanks (a redirect names its own fragment, or the browser keeps the form's). */
export const THANKS_ANCHOR = "request-received";

/** The /book confirmation page for a reference. */
export function thanksPath(reference: string): string {
  return `/book/thanks?${new URLSearchParams({ ref: reference })}#${THANKS_ANCHOR}`;
}

/** What a lead reference may look like in an address (the API issues MZ-XXXXXX). */
export const REFERENCE_PATTERN = /^[A-Z0-9-]{3,20}$/;
