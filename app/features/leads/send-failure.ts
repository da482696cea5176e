/** docs/requirements.md (Messages). The form keeps every value, so a lead is never lost silently. */
export type SendProblem = "rate-limited" | "unavailable" | "unknown";

const RATE_LIMITED_MESSAGE =
  "You have sent several requests in a short time. Please wait a few minutes and try again, or call or WhatsApp us: your details are still in the form.";
const UNAVAILABLE_MESSAGE =
  "We could not send your request right now. Please call or WhatsApp us, or try again in a few minutes: your details are still in the form.";

// A timeout may have arrived: never say it failed. A retry with the same key gets the first reference.
const UNKNOWN_MESSAGE =
  "We did not hear back in time, so your request may have reached us. Press Send again to check: it will not be sent twice, and you will see your reference. Or call or WhatsApp us: your details are still in the form.";

export const SEND_PROBLEM_MESSAGES: Record<SendProblem, string> = {
  "rate-limited": RATE_LIMITED_MESSAGE,
  unavailable: UNAVAILABLE_MESSAGE,
  unknown: UNKNOWN_MESSAGE,
};
