import { Form, Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { formatPkr } from "~contract/money";
import { ESTIMATE_FORM_LINES, lineField, runningTotal } from "./estimate-lines";
import type { FieldConstraints } from "~/shared/forms/fields";
import { TextareaField, TextField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";
import { IntentField, useIntentForm } from "~/shared/forms/intent-form";

/** Its customer link then says so. */
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

/** Below the list: the withdraw buttons, one per estimate, have no field to put it beside. */
export function WithdrawEstimateProblem() {
  const { formError } = useIntentForm("withdraw", { formId: "withdraw" });
  return <FormError {...formError} />;
}

export type EstimateStart = {
  lines: { description: string; amount: string }[];
  included?: string;
  terms?: string;
  advance?: string;
  validUntil?: string;
};
export type EstimateRevision = EstimateStart & { id: string; version: number };

const FORM_ID = "estimate";
const DEFAULT_START: Required<Omit<EstimateStart, "lines">> = {
  included: "Crew, loading and unloading, packing materials",
  terms: "Advance on booking; the rest in cash on the day of the move.",
  advance: "",
  validUntil: "",
};

/** Without JavaScript, "Check total" has the server total and mark it without saving. Checked only by the server (noValidate). */
export function EstimateForm({
  today,
  maxLines,
  prefill,
  revising,
  leadPath,
  constraint,
}: {
  today: string;
  maxLines: number;
  prefill?: EstimateStart["lines"] | null;
  revising?: EstimateRevision | null;
  leadPath: string;
  constraint: FieldConstraints;
}) {
  const start = { ...DEFAULT_START, ...revising, lines: revising?.lines ?? prefill ?? [] };
  const defaults: Record<string, string> = { included: start.included, terms: start.terms, advance: start.advance, validUntil: start.validUntil };
  start.lines.forEach((line, i) => {
    defaults[lineField(i, "Description")] = line.description;
    defaults[lineField(i, "Amount")] = line.amount;
  });
  const { pending, controls, formError, typed } = useIntentForm("estimate", { formId: FORM_ID, constraint, defaults });
  const lineCount = Math.min(maxLines, Math.max(1, Number(typed("lineCount")) || Math.max(ESTIMATE_FORM_LINES, start.lines.length + 1)));
  const amountsOf = (value: (name: string) => string) => Array.from({ length: lineCount }, (_, i) => value(lineField(i, "Amount")));
  const shown = (name: string) => controls.input(name, "text").defaultValue?.toString() ?? "";
  const [total, setTotal] = useState(() => runningTotal(amountsOf(shown)));
  const recount = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setTotal(runningTotal(amountsOf((name) => String(data.get(name) ?? ""))));
  };
  const titleId = `${FORM_ID}-title`;
  return (
    <Form method="post" id={FORM_ID} className="lead-estimate-form" aria-labelledby={titleId} noValidate onInput={recount}>
      <h3 id={titleId} className="lead-subtitle">
        {revising ? `Revise the estimate (now version ${revising.version})` : "New estimate"}
      </h3>
      <IntentField intent="estimate" />
      {revising ? <input type="hidden" name="estimateId" value={revising.id} /> : null}
      <input type="hidden" name="lineCount" value={lineCount} />
      <fieldset className="estimate-lines">
        <legend>Line items (PKR)</legend>
        {Array.from({ length: lineCount }, (_, i) => (
          <div className="estimate-line" key={i}>
            <TextField controls={controls} name={lineField(i, "Description")} label={`Item ${i + 1}`} />
            <TextField controls={controls} name={lineField(i, "Amount")} label={`Amount ${i + 1} (Rs.)`} inputMode="numeric" />
          </div>
        ))}
        <p className="estimate-running-total">
          Total: <output data-testid="estimate-running-total">{formatPkr(total)}</output>
        </p>
      </fieldset>
      <TextareaField controls={controls} name="included" label="What is included" rows={2} />
      <TextField controls={controls} name="advance" label="Advance on booking (Rs.)" inputMode="numeric" />
      <TextareaField controls={controls} name="terms" label="Terms" rows={2} />
      <TextField controls={controls} name="validUntil" label="Valid until" type="date" min={today} />
      <FormError {...formError} />
      <div className="lead-inline-actions">
        <button type="submit" className="button button-accent" aria-disabled={pending || undefined}>
          {pending ? "Saving…" : revising ? `Save version ${revising.version + 1}` : "Create estimate"}
        </button>
        <button type="submit" name="step" value="check" className="button button-outline">
          Check total
        </button>
        {lineCount < maxLines ? (
          <button type="submit" name="step" value="more" className="button button-outline">
            Add a line
          </button>
        ) : null}
        {revising ? (
          <Link to={`${leadPath}#estimates`} className="button button-outline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
