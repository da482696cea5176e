import { Form } from "@remix-run/react";
import { IntentField, IntentProblem, useIntentForm } from "~/shared/forms/intent-form";

/** Like a note, staff's first one stops the speed-to-lead clock. */
export function LeadContactForm({ notes }: { notes: number }) {
  const { pending, failure, typed } = useIntentForm("logged");
  const kind = typed("kind", "call");
  return (
    <Form method="post" className="lead-note-form">
      <IntentField intent="logged" />
      <fieldset className="lead-contact-kind">
        <legend>Log a call / WhatsApp</legend>
        <label>
          <input type="radio" name="kind" value="call" defaultChecked={kind !== "whatsapp"} /> Call
        </label>{" "}
        <label>
          <input type="radio" name="kind" value="whatsapp" defaultChecked={kind === "whatsapp"} /> WhatsApp
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor="lead-contact">What was said</label>
        <textarea id="lead-contact" name="text" rows={2} maxLength={2000} required defaultValue={typed("text")} key={failure ? "logged-failed" : `logged-${notes}`} />
      </div>
      <IntentProblem intent="logged" failure={failure} />
      <button type="submit" className="button button-outline" aria-disabled={pending || undefined}>
        {pending ? "Logging…" : "Log it"}
      </button>
    </Form>
  );
}

/** `notes` (the timeline's length) empties it once a note is added. */
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
