import { baseFieldName } from "./fields";
import { langOfPath } from "~/i18n/alternates";

/** A plain POST of the form as it stands (answered by lead-check-route.ts). */
export type FieldErrors = Record<string, string[]>;

/** The staff editor's checks are behind the staff login. */
const CHECK_PATHS = { quote: "/resources/lead-check", contact: "/resources/lead-check", blog: "/blog-editor/check" } as const;
export type CheckedForm = keyof typeof CHECK_PATHS;

/** null when the server could not be asked. Files are never sent: `unsent` names them, so a save's file error stays. */
export async function checkOnServer(form: CheckedForm, element: HTMLFormElement, timeoutMs = 8000): Promise<{ errors: FieldErrors; unsent: Set<string> } | null> {
  try {
    const body = new URLSearchParams();
    const unsent = new Set<string>();
    for (const [name, value] of new FormData(element)) {
      if (typeof value === "string") body.append(name, value);
      else unsent.add(baseFieldName(name));
    }
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

/** "extras[0]" counts as "extras". */
export function errorsOf(errors: FieldErrors, names: readonly string[]): FieldErrors {
  const picked: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    if (names.includes(baseFieldName(name))) picked[name] = messages;
  }
  return picked;
}
