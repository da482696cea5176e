import { apiFailure } from "~/shared/api/api-failure.server";
import type { SendProblem } from "./send-failure";

type SendFailure =
  | { kind: "invalid"; fieldErrors: Record<string, string[]>; formErrors: string[] }
  | { kind: SendProblem };

/** A timeout may have stored the lead: "unknown". */
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
