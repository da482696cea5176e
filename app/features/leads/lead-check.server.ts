import { contactFormSchema } from "./contact-form-schema";
import { quoteFormSchema } from "./quote-form-schema";
import { checkFields } from "~/shared/forms/form-check.server";
import type { FieldErrors } from "~/shared/forms/form-check";
import type { Lang } from "~/i18n/languages";

/** The lead forms /resources/lead-check answers for, by the name the enhanced forms send. */
const SCHEMAS = { quote: quoteFormSchema, contact: contactFormSchema } as const;
export type CheckedForm = keyof typeof SCHEMAS;

export function isCheckedForm(name: string | null): name is CheckedForm {
  return name !== null && Object.hasOwn(SCHEMAS, name);
}

/** The messages are in the page's language (the form says which). */
export function checkLeadForm(form: CheckedForm, formData: FormData, lang: Lang = "en"): FieldErrors {
  return checkFields(SCHEMAS[form], formData, lang);
}
