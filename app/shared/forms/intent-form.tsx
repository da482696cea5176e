import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import type { FieldConstraints } from "./fields";
import { plainControls } from "./form-controls";

/** `submission.reply()` brings the message and what was typed back; without JavaScript the page reloads. */
export type IntentFailure<Intent extends string = string> = { intent: Intent; result: SubmissionResult<string[]> };

type IntentFormOptions = {
  /** The form's id, which Conform's field ids start with. */
  formId: string;
  /** From the loader (`formConstraint`): the page needs no zod. */
  constraint?: FieldConstraints;
  /** What the fields show until the form is answered. */
  defaults?: Record<string, unknown>;
};

/**
 * Several forms post to one action, told apart by a hidden `intent`. Plain posts, so the same without
 * JavaScript. Only the answer to this form's intent reaches its fields (`plainControls`) and its message.
 */
export function useIntentForm<Intent extends string>(intent: Intent, { formId, constraint = {}, defaults }: IntentFormOptions) {
  const answer = useActionData() as IntentFailure | undefined;
  const pending = useIsPending({ formData: (data) => data.get("intent") === intent });
  const lastResult = answer?.intent === intent ? answer.result : undefined;
  const values = lastResult?.initialValue ?? {};
  return {
    pending,
    lastResult,
    controls: plainControls(formId, constraint, lastResult, defaults),
    /** For `FormError`: the message that is about no one field. */
    formError: { id: `${formId}-form-error`, errors: lastResult?.error?.[""] ?? undefined, testId: `${intent}-error` },
    /** A value outside the kit's fields (a radio, a count kept in a hidden field) as last posted. */
    typed: (name: string, fallback = "") => {
      const value = values[name];
      return typeof value === "string" ? value : fallback;
    },
  };
}

export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}
