import type { Handover } from "~/shared/forms/progressive-form";
import type { LeadFormProps } from "./lead-form-props";

/** Their own module so the plain and enhanced forms do not import each other. */
export type ContactFormProps = LeadFormProps & {
  replyPromise: string;
};

export type EnhancedContactFormProps = ContactFormProps & { handover: Handover };
