import { parseWithZod } from "~/lib/forms/parse-with-zod";
import { contactFormSchema } from "./contact-form-schema";
import { quoteFormSchema } from "./quote-form-schema";
import type { FieldErrors } from "./form-check";

/**
 * The lead forms' checks as the actions run them, answered without sending
 * anything: the enhanced forms ask here before "Next" and while a visitor
 * corrects a field, so the browser never needs zod (issue 16) and every
 * message is the server's own.
 */
const SCHEMAS = { quote: quoteFormSchema, contact: contactFormSchema } as const;
export type CheckedForm = keyof typeof SCHEMAS;

export function isCheckedForm(name: string | null): name is CheckedForm {
  return name !== null && Object.hasOwn(SCHEMAS, name);
}

export function checkLeadForm(form: CheckedForm, formData: FormData): FieldErrors {
  const submission = parseWithZod(formData, { schema: SCHEMAS[form], disableAutoCoercion: true });
  if (submission.status === "success") return {};
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (name && messages?.length) errors[name] = messages;
  }
  return errors;
}
