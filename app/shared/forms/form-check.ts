import { baseFieldName } from "./fields";
import { langOfPath } from "~/i18n/alternates";

/**
 * Client side of the lead forms' server checks (form-check.server.ts,
 * answered by app/features/leads/lead-check-route.ts). A plain POST of the form
 * as it stands: the same body the form itself would send.
 */
export type FieldErrors = Record<string, string[]>;

/** The forms the server checks as they are filled in, and where it does (the staff editor's checks are behind the staff login). */
const CHECK_PATHS = { quote: "/resources/lead-check", contact: "/resources/lead-check", blog: "/blog-editor/check" } as const;
export type CheckedForm = keyof typeof CHECK_PATHS;

/**
 * The field errors the server finds, or null when it could not be asked
 * (offline, slow, down). It is sent the form's text only, never its files:
 * `unsent` names the file fields it could not judge, so an error about an
 * attached file (a save's answer) stays until the next save.
 */
export async function checkOnServer(form: CheckedForm, element: HTMLFormElement, timeoutMs = 8000): Promise<{ errors: FieldErrors; unsent: Set<string> } | null> {
  try {
    const body = new URLSearchParams();
    const unsent = new Set<string>();
    for (const [name, value] of new FormData(element)) {
      if (typeof value === "string") body.append(name, value);
      else unsent.add(baseFieldName(name));
    }
    // The page's language: an Urdu page gets the server's Urdu messages.
    const lang = langOfPath(window.location.pathname);
    const query = lang === "en" ? `form=${form}` : `form=${form}&lang=${lang}`;
    const response = await fetch(`${CHECK_PATHS[form]}?${query}`, { method: "POST", body, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const answer = (await response.json()) as { errors?: FieldErrors };
    return answer.errors ? { errors: answer.errors, unsent } : null;
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
