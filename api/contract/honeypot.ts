/**
 * The one honeypot of every public form: comments, quote requests
 * and contact messages. The forms render an invisible, unlabeled-to-people
 * field with this name; the web app passes its value to the API untouched,
 * and the API (and only the API) judges it. A filled one gets the answer a
 * person would get, and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = "website_url";

/**
 * Filled in = any text but blanks, or anything that is not text at all
 * (never String() it: a deeply nested array overflows the stack).
 */
function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/** The web app's side: the field's value as posted, passed to the API as is. */
export function honeypotValue(formData: FormData): string {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}

/** Splits a request body into the honeypot verdict and the rest. */
export function takeHoneypot(body: Record<string, unknown>): { isBot: boolean; rest: Record<string, unknown> } {
  const { [HONEYPOT_FIELD]: honeypot, ...rest } = body;
  return { isBot: isHoneypotFilled(honeypot), rest };
}
