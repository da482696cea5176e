import { createHash } from "node:crypto";
import type { ContactInput, LeadKind, QuoteInput } from "../contract/leads";

/**
 * What a lead is stored under for idempotency (issue 14): the form's key
 * together with the submission itself. A retry of the same submission maps to
 * the same value, so the unique index returns the first lead. The same key
 * with other content is another submission: two visitors who were shown one
 * cached page (and so one key) never swallow each other's requests, and a
 * visitor who corrects a field after a failure sends a new request.
 */
export function idempotencyFingerprint(kind: LeadKind, key: string, input: QuoteInput | ContactInput): string {
  return createHash("sha256").update(`${kind}\n${key}\n${JSON.stringify(input)}`).digest("base64url");
}
