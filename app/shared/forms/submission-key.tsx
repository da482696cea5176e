import type { SubmissionResult } from "@conform-to/react";
import { createContext, useContext } from "react";
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_PATTERN } from "~contract/idempotency";

/**
 * The idempotency key of a lead form. The page's loader makes a
 * fresh one for each render; after a failed send the form keeps the key it
 * was sent with, so a retry of the same submission is recognised by the API
 * (it answers with the first reference and stores nothing new) — even when
 * the first attempt timed out here after the API had stored it.
 *
 * Rendered pages may be shared between anonymous visitors for a moment
 * (PUBLIC_CACHE_MS), and so may a key: the API therefore scopes a key to the
 * submission's content, and two visitors never collide.
 */
export function newSubmissionKey(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

/** The key a form should carry: the one it was last sent with, else the page's fresh one. */
export function submissionKeyFor(lastResult: SubmissionResult<string[]> | undefined, fresh: string): string {
  const sent = lastResult?.initialValue?.[IDEMPOTENCY_KEY_FIELD];
  return typeof sent === "string" && IDEMPOTENCY_KEY_PATTERN.test(sent) ? sent : fresh;
}

/** The key a posted form carries, when it is well formed. */
export function submittedKey(formData: FormData): string | undefined {
  const value = formData.get(IDEMPOTENCY_KEY_FIELD);
  return typeof value === "string" && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : undefined;
}

const SubmissionKeyContext = createContext<string | null>(null);
export const SubmissionKeyProvider = SubmissionKeyContext.Provider;

/** The hidden field; both variants of a lead form (plain and enhanced) render it. */
export function SubmissionKeyField() {
  const key = useContext(SubmissionKeyContext);
  return key ? <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={key} /> : null;
}
