import type { Handover } from "~/shared/forms/progressive-form";
import type { LeadFormProps } from "./lead-form-props";

/** Props of the /contact form, plain (contact-form.tsx) and enhanced (contact-form-enhanced.tsx); their own module so neither imports the other. */
export type ContactFormProps = LeadFormProps & {
  /** When the company replies, in the page's language (the loader's replyPromise). */
  replyPromise: string;
};

export type EnhancedContactFormProps = ContactFormProps & { handover: Handover };
