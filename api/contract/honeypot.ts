/** The web app passes the value untouched; only the API judges it. A filled one gets a person's answer; nothing is stored. */
export const HONEYPOT_FIELD = "website_url";

/** Never String() it: a deeply nested array overflows the stack. */
function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

export function honeypotValue(formData: FormData): string {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}

export function takeHoneypot(body: Record<string, unknown>): { isBot: boolean; rest: Record<string, unknown> } {
  const { [HONEYPOT_FIELD]: honeypot, ...rest } = body;
  return { isBot: isHoneypotFilled(honeypot), rest };
}
