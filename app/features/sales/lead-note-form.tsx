import { Form } from "@remix-run/react";
import type { FieldConstraints } from "~/shared/forms/fields";
import { RadioGroup, TextareaField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";
import { IntentField, useIntentForm } from "~/shared/forms/intent-form";

/**
 * `notes` (the timeline's length) remounts the text once a note is added, so it starts empty (with JavaScript
 * the page is not reloaded); a refused one remounts with what was typed.
 */
const textKey = (intent: string, refused: boolean, notes: number) => (refused ? `${intent}-refused` : `${intent}-${notes}`);

const CONTACT_KINDS = [
  { id: "call", label: "Call" },
  { id: "whatsapp", label: "WhatsApp" },
] as const;

/** Like a note, staff's first one stops the speed-to-lead clock. */
export function LeadContactForm({ notes, constraint }: { notes: number; constraint: FieldConstraints }) {
  const { pending, lastResult, controls, formError } = useIntentForm("logged", { formId: "lead-contact", constraint, defaults: { kind: "call" } });
  return (
    <Form method="post" id="lead-contact" className="lead-note-form" noValidate>
      <IntentField intent="logged" />
      <RadioGroup controls={controls} name="kind" legend="Log a call / WhatsApp" options={CONTACT_KINDS} className="lead-contact-kind" />
      <TextareaField controls={controls} name="text" label="What was said" rows={2} key={textKey("logged", Boolean(lastResult), notes)} />
      <FormError {...formError} />
      <button type="submit" className="button button-outline" aria-disabled={pending || undefined}>
        {pending ? "Logging…" : "Log it"}
      </button>
    </Form>
  );
}

export function LeadNoteForm({ notes, constraint }: { notes: number; constraint: FieldConstraints }) {
  const { pending, lastResult, controls, formError } = useIntentForm("note", { formId: "lead-note", constraint });
  return (
    <Form method="post" id="lead-note" className="lead-note-form" noValidate>
      <IntentField intent="note" />
      <TextareaField controls={controls} name="text" label="Add a note" rows={3} key={textKey("note", Boolean(lastResult), notes)} />
      <FormError {...formError} />
      <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
        {pending ? "Adding…" : "Add note"}
      </button>
    </Form>
  );
}
