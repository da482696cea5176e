import { ApiError } from "./client.server";

/**
 * The API could not be reached or did not answer in time: it is restarting,
 * hung or overloaded. Not the visitor's fault and not a broken answer, so
 * such a request is answered 503 with Retry-After, the way a proxy in front
 * and a browser's retry logic understand, rather than 500 or 502.
 */
export function isApiUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");
}

export const API_RETRY_AFTER_SECONDS = 10;
export const API_UNAVAILABLE_MESSAGE = "The site cannot reach its data for a moment. Please try again shortly.";

/** Thrown by staff pages and actions: the error page says to try again in a moment. */
export function apiUnavailableResponse(): Response {
  return new Response(API_UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: { "Retry-After": String(API_RETRY_AFTER_SECONDS), "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * A 503 page or data answer without Retry-After gets the API's: a staff
 * route's `headers` drops the thrown response's own (Remix renders the error
 * page with the route's headers), and the promise holds for every 503.
 */
export function sayWhenToRetry(status: number, headers: Headers): void {
  if (status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", String(API_RETRY_AFTER_SECONDS));
}
