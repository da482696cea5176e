import { apiFailure } from "~/shared/api/api-failure.server";
import type { SendProblem } from "./send-failure";

/** The error of a send call, as the form should show it. */
type SendFailure =
  | { kind: "invalid"; fieldErrors: Record<string, string[]>; formErrors: string[] }
  | { kind: SendProblem };

/**
 * Read through the one reading of API failures (api-failure.server.ts): the
 * API refused the request (400, its field errors or its own message), limited
 * it (429), did not answer in time (the lead may be stored: "unknown"), or
 * could not take it at all (anything else).
 */
export function classifySendFailure(error: unknown): SendFailure {
  const failure = apiFailure(error);
  if (failure.kind === "unreachable" && failure.timedOut) return { kind: "unknown" };
  if (failure.kind !== "answered") return { kind: "unavailable" };
  if (failure.status === 429) return { kind: "rate-limited" };
  if (failure.status === 400) {
    const fieldErrors = failure.fieldErrors ?? {};
    const formErrors = Object.keys(fieldErrors).length ? [] : [failure.serverMessage || "Please check the form and try again."];
    return { kind: "invalid", fieldErrors, formErrors };
  }
  return { kind: "unavailable" };
}
