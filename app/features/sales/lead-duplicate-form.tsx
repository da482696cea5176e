import { Form, Link } from "@remix-run/react";
import { IntentField, IntentProblem, useIntentForm } from "~/shared/forms/intent-form";

export function LeadDuplicateForm({ duplicate }: { duplicate: { _id: string; reference: string } }) {
  const { failure } = useIntentForm("duplicate");
  return (
    <div className="admin-card lead-card lead-duplicate" role="note" data-testid="duplicate-flag">
      <p>
        <strong>Possible duplicate</strong> of <Link to={`/leads/${encodeURIComponent(duplicate._id)}`}>{duplicate.reference}</Link>, an open lead with
        the same phone number or e-mail from the last 30 days.
      </p>
      <div className="lead-inline-actions">
        <Form method="post">
          <IntentField intent="duplicate" />
          <button type="submit" name="action" value="merge" className="button button-accent">
            Merge into {duplicate.reference}
          </button>
        </Form>
        <Form method="post">
          <IntentField intent="duplicate" />
          <button type="submit" name="action" value="dismiss" className="button button-outline">
            Not a duplicate
          </button>
        </Form>
      </div>
      <IntentProblem intent="duplicate" failure={failure} />
    </div>
  );
}
