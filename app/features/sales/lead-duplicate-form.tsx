import { Form, Link } from "@remix-run/react";
import { FormError } from "~/shared/forms/form-messages";
import { IntentField, useIntentForm } from "~/shared/forms/intent-form";

/** Two buttons and no field: a refusal is the card's one message. */
export function LeadDuplicateForm({ duplicate }: { duplicate: { _id: string; reference: string } }) {
  const { formError } = useIntentForm("duplicate", { formId: "duplicate" });
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
      <FormError {...formError} />
    </div>
  );
}
