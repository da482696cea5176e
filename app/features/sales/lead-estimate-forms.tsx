import { Form } from "@remix-run/react";
import { ESTIMATE_FORM_LINES } from "./pipeline-forms";
import { IntentField, IntentProblem, useIntentForm } from "~/shared/forms/intent-form";

/** Withdraw an open estimate: its customer link then says so. */
export function WithdrawEstimateForm({ estimateId }: { estimateId: string }) {
  return (
    <Form method="post">
      <IntentField intent="withdraw" />
      <input type="hidden" name="estimateId" value={estimateId} />
      <button type="submit" className="button button-outline">
        Withdraw
      </button>
    </Form>
  );
}

/** A refused withdrawal's message, once under the list of estimates. */
export function WithdrawEstimateProblem() {
  const { failure } = useIntentForm("withdraw");
  return <IntentProblem intent="withdraw" failure={failure} />;
}

/** A new estimate: line items, what is included, advance, terms and how long it holds. */
export function NewEstimateForm({ today }: { today: string }) {
  const { pending, failure, typed } = useIntentForm("estimate");
  return (
    <Form method="post" className="lead-estimate-form" aria-labelledby="new-estimate-title">
      <h3 id="new-estimate-title" className="lead-subtitle">
        New estimate
      </h3>
      <IntentField intent="estimate" />
      <fieldset className="estimate-lines">
        <legend>Line items (PKR)</legend>
        {Array.from({ length: ESTIMATE_FORM_LINES }, (_, i) => (
          <div className="estimate-line" key={i}>
            <div className="field">
              <label htmlFor={`line${i}-description`}>Item {i + 1}</label>
              <input id={`line${i}-description`} name={`line${i}Description`} maxLength={200} defaultValue={typed(`line${i}Description`)} />
            </div>
            <div className="field">
              <label htmlFor={`line${i}-amount`}>Amount {i + 1} (Rs.)</label>
              <input id={`line${i}-amount`} name={`line${i}Amount`} inputMode="numeric" defaultValue={typed(`line${i}Amount`)} />
            </div>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="estimate-included">What is included</label>
        <textarea id="estimate-included" name="included" rows={2} maxLength={2000} defaultValue={typed("included", "Crew, loading and unloading, packing materials")} />
      </div>
      <div className="field">
        <label htmlFor="estimate-advance">Advance on booking (Rs.)</label>
        <input id="estimate-advance" name="advance" inputMode="numeric" defaultValue={typed("advance")} />
      </div>
      <div className="field">
        <label htmlFor="estimate-terms">Terms</label>
        <textarea id="estimate-terms" name="terms" rows={2} maxLength={2000} defaultValue={typed("terms", "Advance on booking; the rest in cash on the day of the move.")} />
      </div>
      <div className="field">
        <label htmlFor="estimate-valid-until">Valid until</label>
        <input id="estimate-valid-until" name="validUntil" type="date" min={today} required defaultValue={typed("validUntil")} />
      </div>
      <IntentProblem intent="estimate" failure={failure} />
      <button type="submit" className="button button-accent" aria-disabled={pending || undefined}>
        {pending ? "Saving…" : "Create estimate"}
      </button>
    </Form>
  );
}
