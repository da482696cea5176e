import { Form } from "@remix-run/react";
import { LEAD_STATUS_OPTIONS } from "./lead-inbox";
import { OptionSelect } from "~/shared/forms/option-select";
import { IntentField, IntentProblem, useIntentForm } from "~/shared/forms/intent-form";
import { LOST_REASON_LABELS, LOST_REASONS, type LeadStatus, type LostReason } from "~contract/leads";

const LOST_REASON_OPTIONS = LOST_REASONS.map((reason) => ({ id: reason, label: LOST_REASON_LABELS[reason] }));

type PipelineLead = { status: LeadStatus; lostReason?: LostReason | null; ownerId: string; followUpValue: string };

/** The lead's place in the pipeline: status (with a lost reason), owner and follow-up, saved together. */
export function LeadPipelineForm({ lead, staff }: { lead: PipelineLead; staff: { _id: string; name: string }[] }) {
  const { pending, failure, typed } = useIntentForm("pipeline");
  const staffOptions = staff.map((member) => ({ id: member._id, label: member.name }));
  return (
    <Form method="post" className="admin-card lead-card lead-status-form lead-pipeline-form" aria-labelledby="pipeline-title">
      <h2 className="admin-card-title" id="pipeline-title">
        Pipeline
      </h2>
      <IntentField intent="pipeline" />
      <OptionSelect id="lead-status" name="status" label="Status" defaultValue={typed("status", lead.status)} remountKey={`status-${lead.status}`} options={LEAD_STATUS_OPTIONS} />
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
