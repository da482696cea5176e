import { z } from "zod";
import { contactInputSchema } from "~contract/leads";
import { formText } from "./form-values";

/**
 * The /contact message form: form data adapted, then the API's own
 * contactInputSchema (name, a phone number or an e-mail address, message).
 * Client-safe: the browser validates with it, the action again.
 */
export const contactFormSchema = z
  .object({ name: formText, phone: formText, email: formText, message: formText })
  .pipe(contactInputSchema);

export type ContactFormValue = z.output<typeof contactFormSchema>;
