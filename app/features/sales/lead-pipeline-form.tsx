import { Form } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { LEAD_STATUS_OPTIONS } from "./lead-inbox";
import type { FieldConstraints } from "~/shared/forms/fields";
import { SelectField, TextField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";
import { IntentField, useIntentForm } from "~/shared/forms/intent-form";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { LOST_REASON_LABELS, LOST_REASONS, type LeadStatus, type LostReason } from "~contract/leads";

const LOST_REASON_OPTIONS = LOST_REASONS.map((reason) => ({ id: reason, label: LOST_REASON_LABELS[reason] }));

type PipelineLead = { status: LeadStatus; lostReason?: LostReason | null; ownerId: string; followUpValue: string };

export type PipelineBooking = { askedDate: string } | null;

const FORM_ID = "pipeline";

/** Until the lead has a job, Booked needs a move date, which dates the job booking makes. */
export function LeadPipelineForm({
  lead,
  staff,
  booking = null,
  constraint,
}: {
  lead: PipelineLead;
  staff: { _id: string; name: string }[];
  booking?: PipelineBooking;
  constraint: FieldConstraints;
}) {
  const defaults = { status: lead.status, lostReason: lead.lostReason ?? "", ownerId: lead.ownerId, followUpAt: lead.followUpValue, moveDate: booking?.askedDate ?? "" };
  const { pending, controls, formError, typed } = useIntentForm("pipeline", { formId: FORM_ID, constraint, defaults });
  const hydrated = useHydrated();
  // Per lead status, so a save or another lead starts from the stored one.
  const [chosen, setChosen] = useState(() => ({ on: lead.status, status: typed("status", lead.status) }));
  const status = chosen.on === lead.status ? chosen.status : lead.status;
  const staffOptions = staff.map((member) => ({ id: member._id, label: member.name }));
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLSelectElement;
    if (target.name === "status") setChosen({ on: lead.status, status: target.value });
  };
  const dateRefused = Boolean(controls.field("moveDate").errors?.length);
  // The remount keys follow the stored values, so the browser shows them after a save instead of the old choice.
  return (
    <Form method="post" id={FORM_ID} className="admin-card lead-card lead-status-form lead-pipeline-form" aria-labelledby="pipeline-title" onChange={onChange} noValidate>
      <h2 className="admin-card-title" id="pipeline-title">
        Pipeline
      </h2>
      <IntentField intent="pipeline" />
      <SelectField controls={controls} name="status" label="Status" options={LEAD_STATUS_OPTIONS} remountKey={`status-${lead.status}`} />
      {booking ? (
        <div className="lead-move-date" hidden={hydrated && status !== "booked" && !dateRefused}>
          <TextField
            controls={controls}
            name="moveDate"
            label="Move date"
            type="date"
            hint={`For Booked: the first day of the move on the jobs calendar${booking.askedDate ? "; the customer asked for this date" : ""}.`}
            key={`move-date-${booking.askedDate}`}
          />
        </div>
      ) : null}
      <SelectField controls={controls} name="lostReason" label="Lost reason (only when lost)" placeholder="—" options={LOST_REASON_OPTIONS} remountKey={`reason-${lead.lostReason ?? ""}`} />
      <SelectField controls={controls} name="ownerId" label="Owner" placeholder="Nobody yet" options={staffOptions} remountKey={`owner-${lead.ownerId}`} />
      <TextField controls={controls} name="followUpAt" label="Follow-up (Pakistan time)" type="datetime-local" hint="Leave empty for no follow-up." key={`follow-${lead.followUpValue}`} />
      <FormError {...formError} />
      <button type="submit" className="button button-accent" aria-disabled={pending || undefined}>
        {pending ? "Saving…" : "Save"}
      </button>
    </Form>
  );
}
