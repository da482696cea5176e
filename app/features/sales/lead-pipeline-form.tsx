import { Form } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { LEAD_STATUS_OPTIONS } from "./lead-inbox";
import { OptionSelect } from "~/shared/forms/option-select";
import { IntentField, IntentProblem, useIntentForm } from "~/shared/forms/intent-form";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { LOST_REASON_LABELS, LOST_REASONS, type LeadStatus, type LostReason } from "~contract/leads";

const LOST_REASON_OPTIONS = LOST_REASONS.map((reason) => ({ id: reason, label: LOST_REASON_LABELS[reason] }));

type PipelineLead = { status: LeadStatus; lostReason?: LostReason | null; ownerId: string; followUpValue: string };

export type PipelineBooking = { askedDate: string } | null;

/** Until the lead has a job, Booked needs a move date, which dates the job booking makes. */
export function LeadPipelineForm({ lead, staff, booking = null }: { lead: PipelineLead; staff: { _id: string; name: string }[]; booking?: PipelineBooking }) {
  const { pending, failure, typed } = useIntentForm("pipeline");
  const hydrated = useHydrated();
  // Per lead status, so a save or another lead starts from the stored one.
  const [chosen, setChosen] = useState(() => ({ on: lead.status, status: typed("status", lead.status) }));
  const status = chosen.on === lead.status ? chosen.status : lead.status;
  const staffOptions = staff.map((member) => ({ id: member._id, label: member.name }));
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLSelectElement;
    if (target.name === "status") setChosen({ on: lead.status, status: target.value });
  };
  const dateError = failure?.result.error?.moveDate?.[0];
  return (
    <Form method="post" id="pipeline" className="admin-card lead-card lead-status-form lead-pipeline-form" aria-labelledby="pipeline-title" onChange={onChange}>
      <h2 className="admin-card-title" id="pipeline-title">
        Pipeline
      </h2>
      <IntentField intent="pipeline" />
      <OptionSelect id="lead-status" name="status" label="Status" defaultValue={typed("status", lead.status)} remountKey={`status-${lead.status}`} options={LEAD_STATUS_OPTIONS} />
      {booking ? (
        <div className="field lead-move-date" hidden={hydrated && status !== "booked" && !dateError}>
          <label htmlFor="lead-move-date">Move date</label>
          <input
            id="lead-move-date"
            name="moveDate"
            type="date"
            defaultValue={typed("moveDate", booking.askedDate)}
            key={`move-date-${booking.askedDate}`}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? "lead-move-date-error lead-move-date-hint" : "lead-move-date-hint"}
          />
          <p className="field-hint muted" id="lead-move-date-hint">
            For Booked: the first day of the move on the jobs calendar{booking.askedDate ? "; the customer asked for this date" : ""}.
          </p>
          <p className="field-error" id="lead-move-date-error" aria-live="polite">
            {dateError ?? ""}
          </p>
        </div>
      ) : null}
      <OptionSelect id="lead-lost-reason" name="lostReason" label="Lost reason (only when lost)" defaultValue={typed("lostReason", lead.lostReason ?? "")} remountKey={`reason-${lead.lostReason ?? ""}`} emptyLabel="—" options={LOST_REASON_OPTIONS} />
      <OptionSelect id="lead-owner" name="ownerId" label="Owner" defaultValue={typed("ownerId", lead.ownerId)} remountKey={`owner-${lead.ownerId}`} emptyLabel="Nobody yet" options={staffOptions} />
      <div className="field">
        <label htmlFor="lead-follow-up">Follow-up (Pakistan time)</label>
        <input
          id="lead-follow-up"
          name="followUpAt"
          type="datetime-local"
          defaultValue={typed("followUpAt", lead.followUpValue)}
          key={`follow-${lead.followUpValue}`}
          aria-describedby="lead-follow-up-hint"
        />
        <p className="field-hint muted" id="lead-follow-up-hint">
          Leave empty for no follow-up.
        </p>
      </div>
      <IntentProblem intent="pipeline" failure={failure} />
      <button type="submit" className="button button-accent" aria-disabled={pending || undefined}>
        {pending ? "Saving…" : "Save"}
      </button>
    </Form>
  );
}
