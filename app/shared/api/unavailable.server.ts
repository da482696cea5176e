import { ApiError } from "./client.server";

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
