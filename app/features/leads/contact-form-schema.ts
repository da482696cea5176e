import { z } from "zod";
import { contactInputSchema } from "~contract/leads";
import { contractStage, formText } from "./form-values";

/** Form data adapted, then the API's own contactInputSchema. */
const contactFormData = z.object({ name: formText, phone: formText, email: formText, message: formText });

export const contactFormSchema = contactFormData.pipe(
  contractStage<z.output<typeof contactInputSchema>, z.output<typeof contactFormData>>(contactInputSchema),
);
