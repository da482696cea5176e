import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { loadChunk } from "~/lib/chunk-load";
import type { FieldConstraints } from "~/lib/leads/lead-options";
import type { SendProblem } from "~/lib/leads/send-failure";
import { CONTACT_FORM_ID, ContactFormView } from "./contact-form-view";
import { plainControls } from "./form-controls";
import { useEnhancement, type Handover } from "./progressive-form";

/**
 * The /contact message form: a plain form posting to the /contact action
 * (server messages, no browser bubbles: see book-form.tsx), enhanced once
 * its code has loaded (contact-form-enhanced.tsx: sent without a page load,
 * errors re-checked by the server as the visitor corrects them).
 */
export type ContactFormProps = {
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]>;
  problem?: SendProblem | null;
  whatsappText?: string;
};

export type EnhancedContactFormProps = ContactFormProps & { handover: Handover };

const loadEnhanced = () =>
  loadChunk("contact-form", () => import("./contact-form-enhanced")).then((module) => module.EnhancedContactForm);

export function ContactForm(props: ContactFormProps) {
  const { formRef, enhanced } = useEnhancement<EnhancedContactFormProps>(loadEnhanced);
  const navigation = useNavigation();
  if (enhanced) return <enhanced.Component {...props} handover={enhanced.handover} />;
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <ContactFormView
      controls={plainControls(CONTACT_FORM_ID, props.constraint, props.lastResult)}
      problem={props.problem ?? null}
      whatsappText={props.whatsappText ?? ""}
      formErrors={props.lastResult?.error?.[""] ?? undefined}
      errorSummary={props.lastResult?.error}
      sending={sending}
      formRef={formRef}
      formProps={{ id: CONTACT_FORM_ID, noValidate: true }}
    />
  );
}
