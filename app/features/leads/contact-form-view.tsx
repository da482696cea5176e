import { Form, Link } from "@remix-run/react";
import { CheckIcon } from "~/shared/ui/icons";
import { pathIn } from "~/i18n/alternates";
import { useMessages } from "~/i18n/use-messages";
import { usePageLang } from "~/i18n/use-page-lang";
import { CONTACT_FORM_ANCHOR } from "./lead-paths";
import type { LeadFormViewProps } from "./lead-form-props";
import { SubmissionKeyField } from "~/shared/forms/submission-key";
import { HoneypotField, PhoneField, TextareaField, TextField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";
import { CONTACT_FIELD_ORDER } from "./field-order";
import { ErrorSummary, SendProblemPanel } from "./send-problem";

export const CONTACT_FORM_ID = "contact-form";
const REACH_HINT_ID = "contact-form-reach-hint";

export type ContactFormViewProps = LeadFormViewProps & {
  replyPromise: string;
  enhanced?: boolean;
};

export function ContactFormView({ replyPromise, controls, problem, whatsappText, formErrors, errorSummary, sending, formRef, formProps, onSubmit, enhanced }: ContactFormViewProps) {
  const t = useMessages();
  const lang = usePageLang();
  return (
    // Without JavaScript the answer opens at the form, not 2,000 px above it.
    <Form method="post" action={`${pathIn("/contact", lang)}#${CONTACT_FORM_ANCHOR}`} {...formProps} ref={formRef} onSubmit={onSubmit} className="form lead-form contact-form" aria-labelledby="contact-form-title" data-enhanced={enhanced ? "true" : "false"}>
      <h2 id="contact-form-title" className="section-title">
        {t("contactForm.heading")}
      </h2>
      <p className="muted">{replyPromise}</p>
      {problem ? (
        <SendProblemPanel problem={problem} message={formErrors?.[0] ?? ""} whatsappText={whatsappText} />
      ) : (
        <FormError id={`${CONTACT_FORM_ID}-form-error`} errors={formErrors?.slice(0, 1)} />
      )}
      {errorSummary ? <ErrorSummary errors={errorSummary} fieldId={(name) => controls.field(name).id} fieldOrder={CONTACT_FIELD_ORDER} /> : null}

      <TextField controls={controls} name="name" label={t("form.yourName")} autoComplete="name" />
      <fieldset className="field-set">
        <legend>{t("contactForm.reach")}</legend>
        <p id={REACH_HINT_ID} className="field-hint">
          {t("form.reachHint")}
        </p>
        <div className="field-pair">
          <PhoneField controls={controls} name="phone" label={t("form.mobile")} placeholder="0300-1234567" describedBy={REACH_HINT_ID} />
          <TextField controls={controls} name="email" type="email" label={t("form.email")} dir="ltr" autoComplete="email" describedBy={REACH_HINT_ID} />
        </div>
      </fieldset>
      <TextareaField controls={controls} name="message" label={t("contactForm.message")} rows={6} hint={t("contactForm.messageHint")} />
      <HoneypotField id="contact-website-url" />
      <SubmissionKeyField />
      <div className="form-actions">
        <button type="submit" className="button button-accent" aria-disabled={sending || undefined}>
          {sending ? t("form.sending") : t("contactForm.submit")}
        </button>
      </div>
    </Form>
  );
}

/** After a redirect, so a reload does not send it twice. */
export function ContactSent({ reference, replyPromise }: { reference: string; replyPromise: string }) {
  const t = useMessages();
  const lang = usePageLang();
  return (
    <div className="thanks-card contact-sent" role="status">
      <span className="thanks-icon" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <div>
        <h2 className="thanks-title">{t("contactForm.sent")}</h2>
        <p className="thanks-reference">
          {t("contactForm.reference")}{" "}
          <bdi dir="ltr">
            <strong data-testid="lead-reference">{reference}</strong>
          </bdi>
        </p>
        <p>
          {replyPromise} {t("contactForm.urgent")}
        </p>
        <p>
          <Link to={`${pathIn("/contact", lang)}#message-form`} replace>
            {t("contactForm.another")}
          </Link>
        </p>
      </div>
    </div>
  );
}
