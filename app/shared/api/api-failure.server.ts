import { ApiError } from "./client.server";

/** Each feature keeps its own words (docs/requirements.md, Messages) and none tests `instanceof ApiError`. */
export type ApiFailure =
  | { kind: "answered"; status: number; serverMessage?: string; fieldErrors?: Record<string, string[]> }
  | { kind: "unreachable"; timedOut: boolean }
  | { kind: "broken" };

export function apiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    if (error.kind === "http") return { kind: "answered", status: error.status ?? 500, serverMessage: error.serverMessage, fieldErrors: error.fieldErrors };
    // A timed-out call may have been carried out: only its answer is missing.
    if (error.kind === "network" || error.kind === "timeout") return { kind: "unreachable", timedOut: error.kind === "timeout" };
  }
  return { kind: "broken" };
}

export function isApiStatus(error: unknown, ...statuses: number[]): error is ApiError & { status: number } {
  return error instanceof ApiError && error.status !== undefined && statuses.includes(error.status);
}

/** The API answered 4xx: the request was refused, and the API's own message says why. */
export function isApiRefusal(error: unknown): error is ApiError & { status: number } {
  return error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500;
}

/** The status an action answers a failed call with: the API's own refusal, else `otherwise` (its fault, not the visitor's). */
export function failureStatus(error: unknown, otherwise: 502 | 503): number {
  return isApiRefusal(error) ? error.status : otherwise;
}

export function isApiAnswer(error: unknown): error is ApiError & { status: number } {
  return error instanceof ApiError && error.kind === "http" && error.status !== undefined;
}

export type FailureMessages = {
  status?: Partial<Record<number, string>>;
  /** With `serverMessage`, the API's own words come first. */
  answered: string;
  serverMessage?: boolean;
  unreachable: string;
  broken: string;
};

export function failureMessage(error: unknown, messages: FailureMessages): string {
  const failure = apiFailure(error);
  if (failure.kind === "unreachable") return messages.unreachable;
  if (failure.kind === "broken") return messages.broken;
  const byStatus = messages.status?.[failure.status];
  if (byStatus) return byStatus;
  return (messages.serverMessage && failure.serverMessage) || messages.answered;
}

/**
 * The last step of a catch that answers with a message: says what failed in
 * the log. A thrown Response is no failure but an answer already chosen (the
 * login redirect a dead staff token becomes in the client), so it goes on.
 * A refusal (a post deleted meanwhile, a lead that does not exist) is the
 * visitor's request, not the system's fault: a warning, not an error.
 */
export function logApiFailure(what: string, error: unknown): void {
  if (error instanceof Response) throw error;
  if (isApiRefusal(error)) console.warn(`${what} refused:`, error.message);
  else console.error(`${what} failed:`, error instanceof Error ? error.message : error);
}

/** Not the visitor's fault nor a broken answer: 503 with Retry-After, which proxies and browsers understand. */
export function isApiUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");
}

export const API_RETRY_AFTER_SECONDS = 10;
export const API_UNAVAILABLE_MESSAGE = "The site cannot reach its data for a moment. Please try again shortly.";

export function apiUnavailableResponse(): Response {
  return new Response(API_UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: { "Retry-After": String(API_RETRY_AFTER_SECONDS), "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A staff route's `headers` drops the thrown response's own (Remix renders the error page with the route's headers). */
export function sayWhenToRetry(status: number, headers: Headers): void {
  if (status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", String(API_RETRY_AFTER_SECONDS));
}
