import { Form } from "@remix-run/react";
import type { FormEvent, KeyboardEvent } from "react";
import { CheckIcon } from "~/shared/ui/icons";
import { baseFieldName } from "~/shared/forms/fields";
import { BOOK_STEPS } from "./book-steps";
import type { BookOptions } from "./lead-options";
import type { PriceRange } from "./price-estimate";
import type { LeadFormViewProps } from "./lead-form-props";
import { SubmissionKeyField } from "~/shared/forms/submission-key";
import { CheckboxField, CheckboxGroup, HoneypotField, PhoneField, SelectField, TextareaField, TextField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";
import { LivePriceEstimate } from "./price-estimate-view";
import { QUOTE_FIELD_ORDER } from "./field-order";
import { ErrorSummary, SendProblemPanel } from "./send-problem";
import { pathIn } from "~/i18n/alternates";
import { useMessages } from "~/i18n/use-messages";
import { usePageLang } from "~/i18n/use-page-lang";

const STEP_TEXT = {
  move: { title: "book.stepMove", heading: "book.headingMove" },
  details: { title: "book.stepDetails", heading: "book.headingDetails" },
  contact: { title: "book.stepContact", heading: "book.headingContact" },
} as const;

/**
 * "plain" (no JavaScript, and everyone until the enhancement loads), "steps", or "single": enhanced but on one
 * page, for a visitor who started typing before it arrived (nothing moves under their hands).
 */
export const BOOK_FORM_ID = "book-form";

type BookFormMode = "plain" | "steps" | "single";

export type BookFormViewProps = LeadFormViewProps & {
  options: BookOptions;
  today: string;
  mode: BookFormMode;
  step: number;
  /** With JavaScript, truck rental asks for a vehicle instead of a home size. */
  truckRental: boolean;
  estimate: PriceRange | null;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  onNext?: () => void;
  onBack?: () => void;
  headingRef?: (index: number, element: HTMLHeadingElement | null) => void;
};

export function BookFormView(props: BookFormViewProps) {
  const { controls, options, today, mode, step, truckRental, sending } = props;
  const t = useMessages();
  const lang = usePageLang();
  const steps = mode === "steps";
  const enhanced = mode !== "plain";
  const last = BOOK_STEPS.length - 1;
  const hidden = (index: number) => steps && step !== index;
  const heading = (index: number) => (
    <h2
      className="book-step-title"
      id={`book-step-${BOOK_STEPS[index].id}`}
      tabIndex={-1}
      ref={(element) => props.headingRef?.(index, element)}
    >
      <span className={steps ? "book-step-number" : "book-step-number book-step-number-inline"}>
        {steps ? t("book.stepOf", { step: index + 1, total: BOOK_STEPS.length }) : `${index + 1}.`}
      </span>{" "}
      {t(STEP_TEXT[BOOK_STEPS[index].id].heading)}
    </h2>
  );

  return (
    <Form
      method="post"
      // Without JavaScript the answer opens at the form, not the page top.
      action={`${pathIn("/book", lang)}#${BOOK_FORM_ID}`}
      {...props.formProps}
      ref={props.formRef}
      onSubmit={props.onSubmit}
      onChange={props.onChange}
      onKeyDown={props.onKeyDown}
      className="form lead-form book-form"
      aria-labelledby="book-form-title"
      data-mode={mode}
      data-step={steps ? BOOK_STEPS[step].id : "all"}
    >
      <h2 id="book-form-title" className="visually-hidden">
        {t("book.title")}
      </h2>
      {steps ? (
        <ol className="book-progress" aria-label={t("book.progress")}>
          {BOOK_STEPS.map((item, index) => (
            <li
              key={item.id}
              className={index === step ? "is-current" : index < step ? "is-done" : undefined}
              aria-current={index === step ? "step" : undefined}
            >
              <span className="book-progress-dot" aria-hidden="true">
                {index < step ? <CheckIcon size={16} /> : index + 1}
              </span>
              <span className="book-progress-label">
                {t(STEP_TEXT[item.id].title)}
                {index < step ? <span className="visually-hidden"> {t("book.stepDone")}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}

      {props.problem ? (
        <SendProblemPanel problem={props.problem} message={props.formErrors?.[0] ?? ""} whatsappText={props.whatsappText} phoneIndex={props.problemPhoneIndex} />
      ) : (
        <FormError id={`${BOOK_FORM_ID}-form-error`} errors={props.formErrors?.slice(0, 1)} />
      )}
      {!steps && props.errorSummary ? <ErrorSummary errors={props.errorSummary} fieldId={(name) => controls.field(baseFieldName(name)).id} fieldOrder={QUOTE_FIELD_ORDER} /> : null}

      <section className="book-step" aria-labelledby="book-step-move" hidden={hidden(0)}>
        {heading(0)}
        <SelectField controls={controls} name="service" label={t("book.service")} placeholder={t("book.chooseService")} options={options.services} />
        <div className="field-pair">
          <fieldset className="field-set">
            <legend>{t("book.movingFrom")}</legend>
            <SelectField controls={controls} name="fromCity" label={t("book.city")} placeholder={t("book.chooseCity")} options={options.cities} />
            <TextField controls={controls} name="fromArea" label={t("book.area")} optional placeholder={t("book.areaExampleFrom")} />
          </fieldset>
          <fieldset className="field-set">
            <legend>{t("book.movingTo")}</legend>
            <SelectField controls={controls} name="toCity" label={t("book.city")} placeholder={t("book.chooseCity")} options={options.cities} />
            <TextField controls={controls} name="toArea" label={t("book.area")} optional placeholder={t("book.areaExampleTo")} />
          </fieldset>
        </div>
        <fieldset className="field-set">
          <legend>{t("book.when")}</legend>
          <TextField controls={controls} name="moveDate" type="date" label={t("book.moveDate")} min={today} hint={t("book.whenHint")} />
          <CheckboxField controls={controls} name="flexibleDate" label={t("book.flexible")} />
        </fieldset>
      </section>

      <section className="book-step" aria-labelledby="book-step-details" hidden={hidden(1)}>
        {heading(1)}
        {enhanced ? (
          <SelectField
            controls={controls}
            name="propertySize"
            label={truckRental ? t("book.vehicle") : t("book.size")}
            placeholder={truckRental ? t("book.chooseVehicle") : t("book.chooseSize")}
            options={truckRental ? options.truckSizes : options.homeSizes}
            remountKey={truckRental ? "truck" : "move"}
          />
        ) : (
          <SelectField
            controls={controls}
            name="propertySize"
            label={t("book.size")}
            hint={t("book.truckHint")}
            placeholder={t("book.chooseSize")}
            groups={[
              { label: t("book.homeOrOffice"), options: options.homeSizes },
              { label: t("book.truck"), options: options.truckSizes },
            ]}
          />
        )}
        {enhanced && truckRental ? null : (
          <fieldset className="field-set">
            <legend>{t("book.access")}</legend>
            <div className="field-pair field-pair-tight">
              <TextField controls={controls} name="floor" type="number" label={t("book.floor")} inputMode="numeric" hint={t("book.floorHint")} placeholder="0" />
              <CheckboxField controls={controls} name="lift" label={t("book.lift")} className="field-check-inline" />
            </div>
          </fieldset>
        )}
        <CheckboxGroup controls={controls} name="extras" legend={t("book.extras")} options={options.extras} />
      </section>

      <section className="book-step" aria-labelledby="book-step-contact" hidden={hidden(2)}>
        {heading(2)}
        <TextField controls={controls} name="name" label={t("form.yourName")} autoComplete="name" />
        <PhoneField controls={controls} name="phone" label={t("form.mobile")} hint={<MobileHint template={t("form.mobileHint", { example: "\u0000" })} />} />
        <TextField controls={controls} name="email" type="email" label={t("form.email")} optional autoComplete="email" dir="ltr" />
        <TextareaField
          controls={controls}
          name="notes"
          label={t("book.notes")}
          optional
          hint={t("book.notesPlaceholder")}
          rows={4}
        />
        <HoneypotField id="book-website-url" />
        <SubmissionKeyField />
      </section>

      {enhanced ? <LivePriceEstimate range={props.estimate} /> : null}

      <div className="form-actions book-actions">
        {steps && step > 0 ? (
          <button key="back" type="button" className="button button-outline" onClick={props.onBack}>
            {t("book.back")}
          </button>
        ) : null}
        {/* Distinct keys: a click on "Next" must never turn into a click on "Send" when the step changes under it. */}
        {steps && step < last ? (
          <button key="next" type="button" className="button button-accent book-next" onClick={props.onNext}>
            {t("book.next")}
          </button>
        ) : (
          <button key="send" type="submit" className="button button-accent book-submit" aria-disabled={sending || undefined}>
            {sending ? t("form.sending") : t("book.submit")}
          </button>
        )}
      </div>
      <p className="form-footnote muted">{t("book.privacy")}</p>
    </Form>
  );
}

/** The example number reads left to right in either language. */
function MobileHint({ template }: { template: string }) {
  const [before, after] = template.split("\u0000");
  return (
    <>
      {before}
      <bdi className="phone-number" dir="ltr">
        0300-1234567
      </bdi>
      {after}
    </>
  );
}
