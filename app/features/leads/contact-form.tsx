import { loadChunk } from "~/shared/ui/chunk-load";
import { CONTACT_FORM_ID, ContactFormView } from "./contact-form-view";
import { plainFormViewProps } from "./lead-form-props";
import { useEnhancement } from "~/shared/forms/progressive-form";
import type { ContactFormProps, EnhancedContactFormProps } from "./contact-form-props";
export type { ContactFormProps, EnhancedContactFormProps } from "./contact-form-props";
import { useIsPending } from "~/shared/hooks/use-is-pending";

const loadEnhanced = () =>
  loadChunk("contact-form", () => import("./contact-form-enhanced")).then((module) => module.EnhancedContactForm);

/** Plain first (server messages, no browser bubbles: see book-form.tsx), enhanced once its code loads. */
export function ContactForm(props: ContactFormProps) {
  const { formRef, enhanced } = useEnhancement<EnhancedContactFormProps>(loadEnhanced);
  const sending = useIsPending();
  if (enhanced) return <enhanced.Component {...props} handover={enhanced.handover} />;
  return <ContactFormView {...plainFormViewProps(CONTACT_FORM_ID, props, { sending, formRef })} replyPromise={props.replyPromise} />;
}
