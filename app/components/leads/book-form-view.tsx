import { Form } from "@remix-run/react";
import type { FormEvent, KeyboardEvent, Ref } from "react";
import { CheckIcon } from "~/components/icons";
import { baseFieldName, BOOK_STEPS } from "~/lib/leads/book-steps";
import type { BookOptions } from "~/lib/leads/lead-options";
import type { PriceRange } from "~/lib/leads/price-estimate";
import type { SendProblem } from "~/lib/leads/send-failure";
import type { FieldControls } from "./form-controls";
import { SubmissionKeyField } from "~/lib/leads/submission-key";
import { CheckboxField, CheckboxGroup, HoneypotField, SelectField, TextareaField, TextField } from "./form-fields";
import { LivePriceEstimate } from "./price-estimate";
import { ErrorSummary, SendProblemPanel } from "./send-problem";

/**
 * The markup of the /book form (issue 7), shared by its two moments:
 * - "plain": every field on one page, posting to the /book action: what
 *   visitors without JavaScript get, and everyone until the enhancement loads;
 * - "steps": the same fields in three steps with a progress indicator and
 *   Next/Back (book-form-enhanced.tsx);
 * - "single": enhanced, but all on one page, for a visitor who started
 *   typing before the enhancement arrived (nothing moves under their hands).
 */
export const BOOK_FORM_ID = "book-form";

export type BookFormMode = "plain" | "steps" | "single";

export type BookFormViewProps = {
  controls: FieldControls;
  options: BookOptions;
  today: string;
  mode: BookFormMode;
  step: number;
  /** With JavaScript, truck rental asks for a vehicle instead of a home size. */
  truckRental: boolean;
  estimate: PriceRange | null;
  problem: SendProblem | null;
  whatsappText: string;
  formErrors?: string[];
  /** Server errors listed at the top when all fields are on one page. */
  errorSummary?: Record<string, string[] | null | undefined> | null;
  sending: boolean;
  formRef?: Ref<HTMLFormElement>;
  formProps: { id: string; noValidate?: boolean; "aria-invalid"?: boolean; "aria-describedby"?: string; onInput?: (event: FormEvent<HTMLFormElement>) => void };
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  onNext?: () => void;
  onBack?: () => void;
  headingRef?: (index: number, element: HTMLHeadingElement | null) => void;
};

export function BookFormView(props: BookFormViewProps) {
  const { controls, options, today, mode, step, truckRental, sending } = props;
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
        {steps ? `Step ${index + 1} of ${BOOK_STEPS.length}` : `${index + 1}.`}
      </span>{" "}
      {BOOK_STEPS[index].heading}
    </h2>
  );

  return (
    <Form
      method="post"
      // Without JavaScript the answer (errors, or a send problem) opens at the form, not at the top of the page.
      action={`/book#${BOOK_FORM_ID}`}
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
        Book a move or get a quote
      </h2>
      {steps ? (
        <ol className="book-progress" aria-label="Progress">
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
                {item.title}
                {index < step ? <span className="visually-hidden"> (done)</span> : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}

      {props.problem ? (
        <SendProblemPanel problem={props.problem} message={props.formErrors?.[0] ?? ""} whatsappText={props.whatsappText} />
      ) : props.formErrors?.length ? (
        <p className="form-status form-status-error" role="alert">
          {props.formErrors[0]}
        </p>
      ) : null}
      {!steps && props.errorSummary ? <ErrorSummary errors={props.errorSummary} fieldId={(name) => controls.field(baseFieldName(name)).id} /> : null}

      <section className="book-step" aria-labelledby="book-step-move" hidden={hidden(0)}>
        {heading(0)}
        <SelectField controls={controls} name="service" label="Service" placeholder="Choose a service…" options={options.services} />
        <div className="field-pair">
          <fieldset className="field-set">
            <legend>Moving from</legend>
            <SelectField controls={controls} name="fromCity" label="City" placeholder="Choose a city…" options={options.cities} />
            <TextField controls={controls} name="fromArea" label="Area or neighbourhood" optional placeholder="e.g. DHA Phase 5" />
          </fieldset>
          <fieldset className="field-set">
            <legend>Moving to</legend>
            <SelectField controls={controls} name="toCity" label="City" placeholder="Choose a city…" options={options.cities} />
            <TextField controls={controls} name="toArea" label="Area or neighbourhood" optional placeholder="e.g. F-7" />
          </fieldset>
        </div>
        <fieldset className="field-set">
          <legend>When</legend>
          <TextField controls={controls} name="moveDate" type="date" label="Preferred moving date" min={today} hint="Choose a date, tick the box, or both." />
          <CheckboxField controls={controls} name="flexibleDate" label="My dates are flexible" />
        </fieldset>
      </section>

      <section className="book-step" aria-labelledby="book-step-details" hidden={hidden(1)}>
        {heading(1)}
        {enhanced ? (
          <SelectField
            controls={controls}
            name="propertySize"
            label={truckRental ? "Vehicle" : "Size of the move"}
            placeholder={truckRental ? "Choose a vehicle…" : "Choose a size…"}
            options={truckRental ? options.truckSizes : options.homeSizes}
            remountKey={truckRental ? "truck" : "move"}
          />
        ) : (
          <SelectField
            controls={controls}
            name="propertySize"
            label="Size of the move"
            hint="For truck rental, choose the vehicle."
            placeholder="Choose a size…"
            groups={[
              { label: "Home or office", options: options.homeSizes },
              { label: "Truck rental: vehicle", options: options.truckSizes },
            ]}
          />
        )}
        {enhanced && truckRental ? null : (
          <fieldset className="field-set">
            <legend>Access</legend>
            <div className="field-pair field-pair-tight">
              <TextField controls={controls} name="floor" type="number" label="Floor" inputMode="numeric" hint="0 for the ground floor." placeholder="0" />
              <CheckboxField controls={controls} name="lift" label="There is a lift we can use" className="field-check-inline" />
            </div>
          </fieldset>
        )}
        <CheckboxGroup controls={controls} name="extras" legend="Extras" options={options.extras} />
      </section>

      <section className="book-step" aria-labelledby="book-step-contact" hidden={hidden(2)}>
        {heading(2)}
        <TextField controls={controls} name="name" label="Your name" autoComplete="name" />
        <TextField
          controls={controls}
          name="phone"
          type="tel"
          label="Mobile number"
          autoComplete="tel"
          inputMode="tel"
          hint={
            <>
              A Pakistani mobile, e.g. <span className="phone-number">0300-1234567</span>. We call you back on it.
            </>
          }
        />
        <TextField controls={controls} name="email" type="email" label="E-mail" optional autoComplete="email" />
        <TextareaField
          controls={controls}
          name="notes"
          label="Anything else we should know?"
          optional
          hint="Heavy or fragile items, parking, a time that suits you…"
          rows={4}
        />
        <HoneypotField id="book-website-url" />
        <SubmissionKeyField />
      </section>

      {enhanced ? <LivePriceEstimate range={props.estimate} /> : null}

      <div className="form-actions book-actions">
        {steps && step > 0 ? (
          <button key="back" type="button" className="button button-outline" onClick={props.onBack}>
            Back
          </button>
        ) : null}
        {/* Distinct keys: a click on "Next" must never turn into a click on "Send" when the step changes under it. */}
        {steps && step < last ? (
          <button key="next" type="button" className="button button-accent book-next" onClick={props.onNext}>
            Next
          </button>
        ) : (
          <button key="send" type="submit" className="button button-accent book-submit" aria-disabled={sending || undefined}>
            {sending ? "Sending…" : "Send my request"}
          </button>
        )}
      </div>
      <p className="form-footnote muted">No obligation. We use your details only to answer this request.</p>
    </Form>
  );
}
