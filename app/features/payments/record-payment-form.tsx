import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { PAYMENT_METHODS } from "~contract/payments";
import { plainControls } from "~/shared/forms/form-controls";
import { SelectField, TextareaField, TextField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";
import { submissionKeyFor } from "~/shared/forms/submission-key";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { PAYMENT_FORM_CONSTRAINT } from "./payment-form";
import { recordPaymentPath } from "./payment-paths";

const KINDS = [
  { id: "payment", label: "Payment received" },
  { id: "refund", label: "Refund paid back" },
] as const;

/** A refusal is answered on its own page. */
export function RecordPaymentForm({ leadId, today, freshKey, lastResult }: { leadId: string; today: string; freshKey: string; lastResult?: SubmissionResult<string[]> }) {
  const formId = "record-payment";
  const controls = plainControls(formId, PAYMENT_FORM_CONSTRAINT, lastResult, { kind: "payment", paidOn: today });
  const action = recordPaymentPath(leadId);
  const pending = useIsPending({ formAction: action });
  return (
    <Form method="post" action={action} id={formId} noValidate className="record-payment" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="admin-card-title">
        Record payment
      </h3>
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={submissionKeyFor(lastResult, freshKey)} />
      <FormError id={`${formId}-form-error`} errors={lastResult?.error?.[""]} testId="record-payment-error" />
      <div className="payment-fields">
        <SelectField controls={controls} name="kind" label="What" placeholder="Choose…" options={KINDS} />
        <TextField controls={controls} name="amount" label="Amount (Rs.)" hint="Whole rupees, e.g. 15,000" inputMode="numeric" autoComplete="off" />
        <SelectField controls={controls} name="method" label="Method" placeholder="Choose…" options={PAYMENT_METHODS} />
        <TextField controls={controls} name="reference" label="Reference or transaction ID" optional autoComplete="off" dir="ltr" />
        <TextField controls={controls} name="paidOn" label="Date" type="date" max={today} />
        <TextareaField controls={controls} name="reason" label="Reason (refunds)" optional rows={2} />
      </div>
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? "Recording…" : "Record payment"}
      </button>
    </Form>
  );
}
