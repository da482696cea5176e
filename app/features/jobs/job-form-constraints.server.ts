import { VEHICLE_CLASSES } from "~contract/fleet";
import { jobDayInputSchema, jobPlanInputSchema, jobScheduleInputSchema, jobStatusInputSchema, moveAddressesInputSchema } from "~contract/jobs";
import type { FieldConstraints } from "~/shared/forms/fields";
import { formConstraint } from "~/shared/forms/form-constraint.server";
import type { JobIntent } from "./job-forms";

const limits = (schema: Parameters<typeof formConstraint>[0]) => formConstraint(schema, { readLimits: true });

/** `from.house`…: the form names the API's nested fields as Conform does. */
function addresses(): FieldConstraints {
  const constraint: FieldConstraints = {};
  for (const end of ["from", "to"] as const) {
    for (const [name, rules] of Object.entries(limits(moveAddressesInputSchema.shape[end]))) constraint[`${end}.${name}`] = rules;
  }
  return constraint;
}

/** The form's needs[i] are the API's vehicleNeeds, one per class; a blank count is 0, so none is required. */
function plan(): FieldConstraints {
  const { crewSize, notes } = limits(jobPlanInputSchema);
  const { count } = limits(jobPlanInputSchema.shape.vehicleNeeds.element);
  const constraint: FieldConstraints = { crewSize: { ...crewSize, required: false }, notes: notes ?? {} };
  VEHICLE_CLASSES.forEach((_, index) => (constraint[`needs[${index}].count`] = { ...count, required: false }));
  return constraint;
}

let constraints: Partial<Record<JobIntent, FieldConstraints>> | undefined;

/** The job page's native constraints, from the API's schemas (its checks are the forms' messages): no zod in the page. */
export function jobFormConstraints() {
  constraints ??= {
    schedule: limits(jobScheduleInputSchema),
    plan: plan(),
    status: limits(jobStatusInputSchema),
    day: limits(jobDayInputSchema),
    addresses: addresses(),
  };
  return constraints;
}
