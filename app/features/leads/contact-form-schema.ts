import { z } from "zod";
import { contactInputSchema } from "~contract/leads";
import { contractStage, formText } from "./form-values";

/**
 * The /contact message form: form data adapted, then the API's own
 * contactInputSchema (name, a phone number or an e-mail address, message).
 * Client-safe: the browser validates with it, the action again.
 */
const contactFormData = z.object({ name: formText, phone: formText, email: formText, message: formText });
/** The form's fields in the order they stand on the page. */
export const CONTACT_FIELD_ORDER = Object.keys(contactFormData.shape);

export const contactFormSchema = contactFormData.pipe(
  contractStage<z.output<typeof contactInputSchema>, z.output<typeof contactFormData>>(contactInputSchema),
);
