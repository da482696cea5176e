import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useIsPending } from "~/shared/hooks/use-is-pending";

/**
 * What an action answers when one of a page's several forms is refused: which
 * form (its `intent`) and the kit's reply (`submission.reply()` of
 * parseWithZod: the message to show under it as the form error, and what was
 * typed, so the form comes back filled in; without JavaScript the page reloads).
 */
export type IntentFailure<Intent extends string = string> = { intent: Intent; result: SubmissionResult<string[]> };

/**
 * One form of a page that posts several forms to one action, told apart by a
 * hidden `intent` field: whether it is being sent, its refusal if the last
 * answer was for it, and what was typed in it. Plain posts, so the same with
 * and without JavaScript.
 */
export function useIntentForm<Intent extends string>(intent: Intent) {
  const answer = useActionData() as IntentFailure | undefined;
  const pending = useIsPending({ formData: (data) => data.get("intent") === intent });
  const failure = answer?.intent === intent ? answer : undefined;
  const values = failure?.result.initialValue ?? {};
  return {
    pending,
    failure,
    /** The value typed before a refusal, else the stored one. */
    typed: (name: string, fallback = "") => {
      const value = values[name];
      return typeof value === "string" ? value : fallback;
    },
  };
}

/** The hidden field that tells the action which form was sent. */
export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/** A refused form's message, announced as soon as it appears. */
export function IntentProblem({ intent, failure }: { intent: string; failure?: IntentFailure }) {
  const message = failure?.result.error?.[""]?.[0];
  if (!message) return null;
  return (
    <p className="form-status form-status-error" role="alert" data-testid={`${intent}-error`}>
      {message}
    </p>
  );
}
