import { createHash } from "node:crypto";

/** Key plus content: visitors shown one cached page (one key) never swallow each other's requests, and a corrected retry is new. */
export function idempotencyFingerprint(kind: "quote" | "contact" | "comment", key: string, input: unknown): string {
  return createHash("sha256").update(`${kind}\n${key}\n${JSON.stringify(input)}`).digest("base64url");
}
