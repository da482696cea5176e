import type { z } from "zod";
import { parseWithZod } from "./parse-with-zod";
import type { FieldErrors } from "./form-check";
import { localizeErrors } from "~/i18n/field-errors.server";
import type { Lang } from "~/i18n/languages";

/** So the browser never needs zod and every message is the server's own. */

/** In the page's language (the form says which). */
export function checkFields(schema: z.ZodType, formData: FormData, lang: Lang = "en"): FieldErrors {
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  if (submission.status === "success") return {};
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (name && messages?.length) errors[name] = messages;
  }
  return localizeErrors(lang, errors);
}
