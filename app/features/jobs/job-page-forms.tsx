import { Form, Link, type useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { SelectField, TextareaField, TextField } from "~/shared/forms/form-fields";
import type { FieldControls } from "~/shared/forms/form-controls";
import { FormError } from "~/shared/forms/form-messages";
import { IntentField, useIntentForm } from "~/shared/forms/intent-form";
import { submissionKeyFor } from "~/shared/forms/submission-key";
import type { JobIntent } from "./job-forms";
import type { loader } from "./job-route.server";

type Page = ReturnType<typeof useLoaderData<typeof loader>>;

/** One form of the job page: `#<intent>-form`, its fields' ids start with that. */
function useJobForm(intent: JobIntent, page: Page, defaults?: Record<string, unknown>) {
  return useIntentForm(intent, { formId: `${intent}-form`, constraint: page.forms[intent], defaults });
}

function Card({ form, intent, title, children, className }: { form: ReturnType<typeof useJobForm>; intent: JobIntent; title: string; children: ReactNode; className?: string }) {
  return (
    <Form method="post" className={`admin-card job-form ${className ?? ""}`} aria-labelledby={`${intent}-title`} id={`${intent}-form`} noValidate>
      <h2 className="admin-card-title" id={`${intent}-title`}>
        {title}
      </h2>
      <IntentField intent={intent} />
      <FormError {...form.formError} />
      {children}
      {form.pending ? (
        <p className="muted" role="status">
          Saving…
        </p>
      ) : null}
    </Form>
  );
}

export function ScheduleForm({ page }: { page: Page }) {
  const { raw } = page.job;
  const form = useJobForm("schedule", page, { date: raw.date, windowStart: raw.windowStart, windowEnd: raw.windowEnd });
  return (
    <Card form={form} intent="schedule" title="Date and arrival window">
      <div className="job-fields">
        <TextField controls={form.controls} name="date" label="Date" type="date" />
        <TextField controls={form.controls} name="windowStart" label="Arrive from" type="time" />
        <TextField controls={form.controls} name="windowEnd" label="Arrive by" type="time" />
      </div>
      <button type="submit" className="button button-primary" disabled={!page.open}>
        Reschedule
      </button>
      <p className="field-hint muted">The customer&apos;s move page shows the new date at once.</p>
    </Card>
  );
}

export function PlanForm({ page }: { page: Page }) {
  const defaults: Record<string, string> = { crewSize: String(page.job.raw.crewSize), notes: page.job.raw.notes };
  page.needs.forEach((need, index) => (defaults[`needs[${index}].count`] = String(need.count)));
  const form = useJobForm("plan", page, defaults);
  return (
    <Card form={form} intent="plan" title="What the job needs">
      <fieldset className="job-needs">
        <legend>Vehicles by class</legend>
        {page.needs.map((need, index) => (
          <div className="job-need" key={need.id}>
            <input type="hidden" name={`needs[${index}].vehicleClass`} value={need.id} />
            <TextField controls={form.controls} name={`needs[${index}].count`} label={need.label} type="number" inputMode="numeric" />
          </div>
        ))}
      </fieldset>
      <TextField controls={form.controls} name="crewSize" label="Crew size" type="number" inputMode="numeric" />
      <TextareaField controls={form.controls} name="notes" label="Notes for the crew" rows={3} />
      <button type="submit" className="button button-primary" disabled={!page.open}>
        Save plan
      </button>
    </Card>
  );
}

/** The kit's checkboxes, in the page's own list: a crew or fleet list is no optional group. */
function Checks({ controls, name, items }: { controls: FieldControls; name: string; items: { id: string; label: string }[] }) {
  const boxes = controls.checkboxes(
    name,
    items.map((item) => item.id),
  );
  return boxes.map(({ key, ...props }, index) => (
    <div className="check" key={key ?? props.id}>
      <input {...props} />
      <label htmlFor={props.id}>{items[index]?.label}</label>
    </div>
  ));
}

export function AssignForm({ page }: { page: Page }) {
  const defaults = { vehicleIds: page.vehicles.filter((v) => v.checked).map((v) => v.id), crewIds: page.crew.filter((m) => m.checked).map((m) => m.id), crewLeadId: page.job.raw.crewLeadId };
  const form = useJobForm("assign", page, defaults);
  return (
    <Card form={form} intent="assign" title="Vehicles and crew" className="job-assign">
      <fieldset>
        <legend>Vehicles</legend>
        {page.vehicles.length === 0 ? (
          <p className="muted">
            No vehicles in the fleet yet: add them on <Link to="/fleet">Fleet</Link>.
          </p>
        ) : null}
        <Checks controls={form.controls} name="vehicleIds" items={page.vehicles} />
      </fieldset>
      <fieldset>
        <legend>Crew</legend>
        <Checks controls={form.controls} name="crewIds" items={page.crew} />
      </fieldset>
      <SelectField
        controls={form.controls}
        name="crewLeadId"
        label="Crew lead"
        placeholder="Nobody yet"
        options={page.crew.map((m) => ({ id: m.id, label: m.name }))}
        hint="Tick the crew lead in the crew list too."
      />
      <button type="submit" className="button button-primary" disabled={!page.open}>
        Save vehicles and crew
      </button>
    </Card>
  );
}

export function StatusForm({ page }: { page: Page }) {
  const form = useJobForm("status", page);
  if (page.next.length === 0) return null;
  return (
    <Card form={form} intent="status" title="Status">
      <p>
        Now: <strong>{page.job.statusLabel}</strong>
      </p>
      <TextField controls={form.controls} name="reason" label="Reason (only to cancel)" />
      <div className="job-status-buttons">
        {page.next.map((next) => (
          <button key={next.status} type="submit" name="status" value={next.status} className={next.status === "cancelled" ? "button button-outline" : "button button-primary"}>
            {next.status === "in_progress" ? "Start" : next.status === "completed" ? "Complete" : "Cancel job"}
          </button>
        ))}
      </div>
    </Card>
  );
}

const ADDRESS_PARTS = [
  { id: "house", label: "House / flat" },
  { id: "street", label: "Street" },
  { id: "block", label: "Block / sector" },
  { id: "area", label: "Area" },
  { id: "city", label: "City" },
  { id: "landmark", label: "Landmark" },
] as const;

export function AddressesForm({ page }: { page: Page }) {
  const defaults: Record<string, string> = {};
  for (const end of ["from", "to"] as const) for (const part of ADDRESS_PARTS) defaults[`${end}.${part.id}`] = page.addresses?.[end][part.id] ?? "";
  const form = useJobForm("addresses", page, defaults);
  return (
    <Card form={form} intent="addresses" title="Addresses">
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={submissionKeyFor(form.lastResult, page.key)} />
      {(["from", "to"] as const).map((end) => (
        <fieldset key={end} className="job-fields">
          <legend>{end === "from" ? "Loading at" : "Delivering to"}</legend>
          {ADDRESS_PARTS.map((part) => (
            <TextField key={part.id} controls={form.controls} name={`${end}.${part.id}`} label={part.label} />
          ))}
        </fieldset>
      ))}
      <button type="submit" className="button button-primary">
        Save addresses
      </button>
    </Card>
  );
}

export function DayForm({ page }: { page: Page }) {
  const form = useJobForm("day", page, { date: page.tomorrow });
  return (
    <Card form={form} intent="day" title="Another day for this move">
      <TextField controls={form.controls} name="date" label="Date" type="date" />
      <button type="submit" className="button button-outline">
        Add a day
      </button>
    </Card>
  );
}
