import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useIsPending } from "~/shared/hooks/use-is-pending";

/** `submission.reply()` brings the message and what was typed back; without JavaScript the page reloads. */
export type IntentFailure<Intent extends string = string> = { intent: Intent; result: SubmissionResult<string[]> };

/** Several forms post to one action, told apart by a hidden `intent`. Plain posts, so the same without JavaScript. */
export function useIntentForm<Intent extends string>(intent: Intent) {
  const answer = useActionData() as IntentFailure | undefined;
  const pending = useIsPending({ formData: (data) => data.get("intent") === intent });
  const failure = answer?.intent === intent ? answer : undefined;
  const values = failure?.result.initialValue ?? {};
  return {
    pending,
    failure,
    typed: (name: string, fallback = "") => {
      const value = values[name];
      return typeof value === "string" ? value : fallback;
    },
  };
}

export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}

export function IntentProblem({ intent, failure }: { intent: string; failure?: IntentFailure }) {
  const message = failure?.result.error?.[""]?.[0];
  if (!message) return null;
  return (
    <p className="form-status form-status-error" role="alert" data-testid={`${intent}-error`}>
      {message}
    </p>
  );
}
