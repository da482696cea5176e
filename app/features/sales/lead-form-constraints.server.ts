import { estimateInputSchema, ESTIMATE_MAX_LINES } from "~contract/estimates";
import type { FieldConstraints } from "~/shared/forms/fields";
import { formConstraint } from "~/shared/forms/form-constraint.server";
import { lineField } from "./estimate-lines";
import { loggedForm, noteForm, pipelineForm } from "./pipeline-forms";

/**
 * The estimate form names its lines by number (line0Description…), which the API's schema lists as `lines`:
 * each line takes the API's limits, but none is required (empty lines are skipped).
 */
function estimateConstraint(): FieldConstraints {
  const whole = formConstraint(estimateInputSchema, { readLimits: true });
  const line = formConstraint(estimateInputSchema.shape.lines.element, { readLimits: true });
  const constraint: FieldConstraints = { included: whole.included ?? {}, terms: whole.terms ?? {}, validUntil: whole.validUntil ?? {} };
  for (let i = 0; i < ESTIMATE_MAX_LINES; i++) {
    constraint[lineField(i, "Description")] = { required: false, maxLength: line.description?.maxLength };
    constraint[lineField(i, "Amount")] = { required: false };
  }
  return constraint;
}

let constraints: Record<"note" | "logged" | "pipeline" | "estimate", FieldConstraints> | undefined;

/** The lead page's native constraints, from the schemas the action checks with: the page needs no zod. */
export function leadFormConstraints() {
  constraints ??= {
    note: formConstraint(noteForm, { readLimits: true }),
    logged: formConstraint(loggedForm, { readLimits: true }),
    pipeline: formConstraint(pipelineForm, { readLimits: true }),
    estimate: estimateConstraint(),
  };
  return constraints;
}
