import { Form, Link } from "@remix-run/react";
import type { FormEvent, Ref } from "react";
import { CheckIcon } from "~/components/icons";
import { site } from "~/lib/site-config";
import { CONTACT_FORM_ANCHOR } from "~/lib/leads/lead-paths";
import type { SendProblem } from "~/lib/leads/send-failure";
import type { FieldControls } from "./form-controls";
import { SubmissionKeyField } from "~/lib/leads/submission-key";
import { HoneypotField, TextareaField, TextField } from "./form-fields";
import { ErrorSummary, SendProblemPanel } from "./send-problem";

/**
 * The markup of the /contact message form (issue 7): name, a phone number or
 * an e-mail address, and a message. Plain (server-rendered, no JavaScript
 * needed) or enhanced after hydration (contact-form-enhanced.tsx).
 */
export const CONTACT_FORM_ID = "contact-form";
const REACH_HINT_ID = "contact-form-reach-hint";

export type ContactFormViewProps = {
  controls: FieldControls;
  problem: SendProblem | null;
  whatsappText: string;
  formErrors?: string[];
  errorSummary?: Record<string, string[] | null | undefined> | null;
  sending: boolean;
  formRef?: Ref<HTMLFormElement>;
  formProps: { id: string; noValidate?: boolean; "aria-invalid"?: boolean; "aria-describedby"?: string; onInput?: (event: FormEvent<HTMLFormElement>) => void };
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  enhanced?: boolean;
};

export function ContactFormView({ controls, problem, whatsappText, formErrors, errorSummary, sending, formRef, formProps, onSubmit, enhanced }: ContactFormViewProps) {
  return (
    // Without JavaScript the answer (errors, or a send problem) opens at the form, not 2,000 px above it.
    <Form method="post" action={`/contact#${CONTACT_FORM_ANCHOR}`} {...formProps} ref={formRef} onSubmit={onSubmit} className="form lead-form contact-form" aria-labelledby="contact-form-title" data-enhanced={enhanced ? "true" : "false"}>
      <h2 id="contact-form-title" className="section-title">
        Send us a message
      </h2>
      <p className="muted">{site.replyPromise}</p>
      {problem ? (
        <SendProblemPanel problem={problem} message={formErrors?.[0] ?? ""} whatsappText={whatsappText} />
      ) : formErrors?.length ? (
        <p className="form-status form-status-error" role="alert">
          {formErrors[0]}
        </p>
      ) : null}
      {errorSummary ? <ErrorSummary errors={errorSummary} fieldId={(name) => controls.field(name).id} /> : null}

      <TextField controls={controls} name="name" label="Your name" autoComplete="name" />
      <fieldset className="field-set">
        <legend>How can we reach you?</legend>
        <p id={REACH_HINT_ID} className="field-hint">
          A mobile number, an e-mail address, or both.
        </p>
        <div className="field-pair">
          <TextField
            controls={controls}
            name="phone"
            type="tel"
            label="Mobile number"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0300-1234567"
            describedBy={REACH_HINT_ID}
          />
          <TextField controls={controls} name="email" type="email" label="E-mail" autoComplete="email" describedBy={REACH_HINT_ID} />
        </div>
      </fieldset>
      <TextareaField controls={controls} name="message" label="Your message" rows={6} hint="What is moving, from where to where, and when." />
      <HoneypotField id="contact-website-url" />
      <SubmissionKeyField />
      <div className="form-actions">
        <button type="submit" className="button button-accent" aria-disabled={sending || undefined}>
          {sending ? "Sending…" : "Send message"}
        </button>
      </div>
    </Form>
  );
}

/** Shown instead of the form once a message is sent (after a redirect, so a reload does not send it twice). */
export function ContactSent({ reference }: { reference: string }) {
  return (
    <div className="thanks-card contact-sent" role="status">
      <span className="thanks-icon" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <div>
        <h2 className="thanks-title">Thank you, your message has been sent</h2>
        <p className="thanks-reference">
          Your reference: <strong data-testid="lead-reference">{reference}</strong>
        </p>
        <p>{site.replyPromise} For anything urgent, call or WhatsApp us.</p>
        <p>
          <Link to="/contact#message-form" replace>
            Send another message
          </Link>
        </p>
      </div>
    </div>
  );
}
