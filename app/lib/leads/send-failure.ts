/**
 * What a visitor is told when a lead could not be handed to the API
 * (issue 7). The form keeps every value in all three cases, and the
 * "unavailable" message comes with the phone and WhatsApp, so a lead is
 * never lost silently.
 */
export type SendProblem = "rate-limited" | "unavailable";

export const RATE_LIMITED_MESSAGE =
  "You have sent several requests in a short time. Please wait a few minutes and try again, or call or WhatsApp us: your details are still in the form.";
export const UNAVAILABLE_MESSAGE =
  "We could not send your request right now. Please call or WhatsApp us, or try again in a few minutes: your details are still in the form.";

export const SEND_PROBLEM_MESSAGES: Record<SendProblem, string> = {
  "rate-limited": RATE_LIMITED_MESSAGE,
  unavailable: UNAVAILABLE_MESSAGE,
};

/** The error of a send call, as the form should show it. */
export type SendFailure =
  | { kind: "invalid"; fieldErrors: Record<string, string[]>; formErrors: string[] }
  | { kind: SendProblem };

type ApiErrorLike = { name?: string; status?: number; serverMessage?: string; fieldErrors?: Record<string, string[]> };

export function classifySendFailure(error: unknown): SendFailure {
  const apiError = error as ApiErrorLike | null;
  if (apiError?.name === "ApiError" && apiError.status === 429) return { kind: "rate-limited" };
  if (apiError?.name === "ApiError" && apiError.status === 400) {
    const fieldErrors = apiError.fieldErrors ?? {};
    const formErrors = Object.keys(fieldErrors).length ? [] : [apiError.serverMessage || "Please check the form and try again."];
    return { kind: "invalid", fieldErrors, formErrors };
  }
  return { kind: "unavailable" };
}
