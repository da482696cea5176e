import { Form } from "@remix-run/react";
import { IntentField, IntentProblem, useIntentForm } from "~/shared/forms/intent-form";

/** "Add a note" under the timeline; `notes` (the timeline's length) empties it once a note is added. */
export function LeadNoteForm({ notes }: { notes: number }) {
  const { pending, failure, typed } = useIntentForm("note");
  return (
    <Form method="post" className="lead-note-form">
      <IntentField intent="note" />
      <div className="field">
        <label htmlFor="lead-note">Add a note</label>
        <textarea id="lead-note" name="text" rows={3} maxLength={2000} required defaultValue={typed("text")} key={failure ? "note-failed" : `note-${notes}`} />
      </div>
      <IntentProblem intent="note" failure={failure} />
      <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
        {pending ? "Adding…" : "Add note"}
      </button>
    </Form>
  );
}
