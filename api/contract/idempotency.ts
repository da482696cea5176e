/**
 * Every lead form carries a key made when the form is rendered; the web app
 * sends it to the API in this header. A retry of the same submission (the
 * visitor was told it failed, or pressed twice) returns the first reference
 * and stores nothing new. Plain constants without zod, so the
 * form's markup can use them without shipping the schema library.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
