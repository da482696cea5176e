import type { SubmissionResult } from "@conform-to/react";
import { createContext, useContext } from "react";
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_PATTERN } from "~contract/idempotency";

/**
 * A failed send keeps its key, so the API recognises a retry even when the first attempt timed out after it
 * was stored. Cached pages share keys between visitors, so the API scopes a key to the submission's content.
 */
export function newSubmissionKey(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

export function submissionKeyFor(lastResult: SubmissionResult<string[]> | undefined, fresh: string): string {
  const sent = lastResult?.initialValue?.[IDEMPOTENCY_KEY_FIELD];
  return typeof sent === "string" && IDEMPOTENCY_KEY_PATTERN.test(sent) ? sent : fresh;
}

export function submittedKey(formData: FormData): string | undefined {
  const value = formData.get(IDEMPOTENCY_KEY_FIELD);
  return typeof value === "string" && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : undefined;
}

const SubmissionKeyContext = createContext<string | null>(null);
export const SubmissionKeyProvider = SubmissionKeyContext.Provider;

export function SubmissionKeyField() {
  const key = useContext(SubmissionKeyContext);
  return key ? <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={key} /> : null;
}
