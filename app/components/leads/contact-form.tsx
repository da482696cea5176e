import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { CheckIcon } from "~/components/icons";
import { contactFormSchema } from "~/lib/leads/contact-form-schema";
import { contactWhatsAppMessage } from "~/lib/leads/lead-messages";
import type { SendProblem } from "~/lib/leads/send-failure";
import { HoneypotField, TextareaField, TextField } from "./form-fields";
import { ErrorSummary, SendProblemPanel } from "./send-problem";
import { useHydrated } from "./use-hydrated";

/**
 * The /contact message form (issue 7): name, a phone number or an e-mail
 * address, and a message, posted to the /contact action; works the same
 * without JavaScript.
 */
export const CONTACT_FORM_ID = "contact-form";
const REACH_HINT_ID = "contact-form-reach-hint";

// Conform reads unions as required; the contract's optional e-mail is a union of "" and an address.
const constraint = { ...getZodConstraint(contactFormSchema), email: { required: false } };

export function ContactForm({ lastResult, problem }: { lastResult?: SubmissionResult<string[]>; problem?: SendProblem | null }) {
  const enhanced = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: CONTACT_FORM_ID,
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSchema, disableAutoCoercion: true }),
  });
  const { onSubmit: conformSubmit, ...formProps } = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    conformSubmit(event);
  };
  const message = typeof lastResult?.initialValue?.message === "string" ? lastResult.initialValue.message : "";

  return (
    <Form method="post" {...formProps} onSubmit={onSubmit} className="form lead-form contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="section-title">
        Send us a message
      </h2>
      <p className="muted">We reply within working hours, usually the same day.</p>
      {problem ? (
        <SendProblemPanel problem={problem} message={form.errors?.[0] ?? ""} whatsappText={contactWhatsAppMessage(message)} />
      ) : form.errors?.length ? (
        <p className="form-status form-status-error" role="alert">
          {form.errors[0]}
        </p>
      ) : null}
      {!enhanced && lastResult?.error ? (
        <ErrorSummary errors={lastResult.error} fieldId={(name) => fields[name as keyof typeof fields]?.id ?? CONTACT_FORM_ID} />
      ) : null}

      <TextField field={fields.name} label="Your name" autoComplete="name" />
      <fieldset className="field-set">
        <legend>How can we reach you?</legend>
        <p id={REACH_HINT_ID} className="field-hint">
          A mobile number, an e-mail address, or both.
        </p>
        <div className="field-pair">
          <TextField
            field={fields.phone}
            type="tel"
            label="Mobile number"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0300-1234567"
            describedBy={REACH_HINT_ID}
          />
          <TextField field={fields.email} type="email" label="E-mail" autoComplete="email" describedBy={REACH_HINT_ID} />
        </div>
      </fieldset>
      <TextareaField field={fields.message} label="Your message" rows={6} hint="What is moving, from where to where, and when." />
      <HoneypotField id="contact-website-url" />
      <div className="form-actions">
        <button type="submit" className="button button-accent" aria-disabled={sending || undefined}>
          {sending ? "Sending…" : "Send message"}
        </button>
      </div>
    </Form>
  );
}

/** Shown instead of the form once a message is sent (after the redirect, so a reload does not send it twice). */
export function ContactSent({ reference }: { reference: string }) {
  return (
    <div className="thanks-card contact-sent" role="status" tabIndex={-1}>
      <span className="thanks-icon" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <div>
        <h2 className="thanks-title">Thank you, your message has been sent</h2>
        <p className="thanks-reference">
          Your reference: <strong data-testid="lead-reference">{reference}</strong>
        </p>
        <p>We reply within working hours (Monday to Saturday), usually the same day. For anything urgent, call or WhatsApp us.</p>
        <p>
          <Link to="/contact#message-form" replace>
            Send another message
          </Link>
        </p>
      </div>
    </div>
  );
}
