import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = () => new HttpError(401, "Unauthorized");
/** The client stopped sending (or broke the framing of) its body half-way. */
export const unreadableBody = () => new HttpError(400, "The request body could not be read");
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The first message, naming its field, is the message. */
export function fromZodError(error: z.ZodError): HttpError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    (errors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  if (!first) return new HttpError(400, "Invalid input", errors);
  const field = first.path.length > 0 ? String(first.path[0]) : "";
  // A fragment or a sentence not naming its field gets the field in front.
  const fragment = /^[a-z]/.test(first.message);
  return new HttpError(400, field && (fragment || !mentions(first.message, field)) ? `${field}: ${first.message}` : first.message, errors);
}

/** "Title is required" names title; "Comment must be…" names commentText. */
function mentions(message: string, field: string): boolean {
  const text = message.toLowerCase().replace(/e-mail/g, "email");
  const words = field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[\s_]+/);
  // As a whole word ("id" is not named by "valid"), or a long enough word of it.
  const whole = new RegExp(`\\b${field.toLowerCase().replace(/[^a-z0-9]/g, "")}\\b`);
  return whole.test(text) || words.some((word) => word.length >= 3 && text.includes(word));
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
