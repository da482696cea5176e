import { createHash } from "node:crypto";

/**
 * What a lead or a comment is stored under for idempotency: the form's key
 * together with the submission itself. A retry of the same submission maps
 * to the same value, so the unique index returns the first row. The same key
 * with other content is another submission: two visitors who were shown one
 * cached page (and so one key) never swallow each other's requests, and a
 * visitor who corrects a field after a failure sends a new request.
 */
export function idempotencyFingerprint(kind: "quote" | "contact" | "comment", key: string, input: unknown): string {
  return createHash("sha256").update(`${kind}\n${key}\n${JSON.stringify(input)}`).digest("base64url");
}
