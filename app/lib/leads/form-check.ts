import { baseFieldName } from "./book-steps";

/**
 * Client side of the lead forms' server checks (form-check.server.ts,
 * answered by app/routes/resources.lead-check.ts). A plain POST of the form
 * as it stands: the same body the form itself would send.
 */
export type FieldErrors = Record<string, string[]>;

export const LEAD_CHECK_PATH = "/resources/lead-check";

/** The field errors the server finds, or null when it could not be asked (offline, slow, down). */
export async function checkOnServer(form: "quote" | "contact", element: HTMLFormElement, timeoutMs = 8000): Promise<FieldErrors | null> {
  try {
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(element)) if (typeof value === "string") body.append(name, value);
    const response = await fetch(`${LEAD_CHECK_PATH}?form=${form}`, { method: "POST", body, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const answer = (await response.json()) as { errors?: FieldErrors };
    return answer.errors ?? null;
  } catch {
    return null;
  }
}

/** Errors of the named fields only ("extras[0]" counts as "extras"). */
export function errorsOf(errors: FieldErrors, names: readonly string[]): FieldErrors {
  const picked: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    if (names.includes(baseFieldName(name))) picked[name] = messages;
  }
  return picked;
}
