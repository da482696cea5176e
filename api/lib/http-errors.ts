import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** An error answered as JSON `{ message, errors? }` with its status. */
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
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Field messages keyed by the top-level field; the first message leads. */
export function fromZodError(error: z.ZodError): HttpError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    (errors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const field = first && first.path.length > 0 ? String(first.path[0]) : "";
  // Contract messages already name their field ("Email is required"); zod's
  // generic ones do not, so those get the field in front.
  const generic = first ? /^(Invalid|Too (big|small)|Expected|Unrecognized)/.test(first.message) : false;
  const message = !first ? "Invalid input" : generic && field ? `${field}: ${first.message}` : first.message;
  return new HttpError(400, message, errors);
}

/** Validates input with a contract schema; bad input becomes a 400. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
