import { contactFormSchema } from "./contact-form-schema";
import { quoteFormSchema } from "./quote-form-schema";
import { checkFields } from "~/shared/forms/form-check.server";
import type { FieldErrors } from "~/shared/forms/form-check";
import type { Lang } from "~/i18n/languages";

const SCHEMAS = { quote: quoteFormSchema, contact: contactFormSchema } as const;
export type CheckedForm = keyof typeof SCHEMAS;

export function isCheckedForm(name: string | null): name is CheckedForm {
  return name !== null && Object.hasOwn(SCHEMAS, name);
}

/** In the page's language (the form says which). */
export function checkLeadForm(form: CheckedForm, formData: FormData, lang: Lang = "en"): FieldErrors {
  return checkFields(SCHEMAS[form], formData, lang);
}
