/**
 * What a visitor is told when a lead could not be handed to the API
 * (docs/requirements.md, Messages). The form keeps every value in all three cases, and the
 * "unavailable" message comes with the phone and WhatsApp, so a lead is
 * never lost silently.
 */
export type SendProblem = "rate-limited" | "unavailable" | "unknown";

const RATE_LIMITED_MESSAGE =
  "You have sent several requests in a short time. Please wait a few minutes and try again, or call or WhatsApp us: your details are still in the form.";
const UNAVAILABLE_MESSAGE =
  "We could not send your request right now. Please call or WhatsApp us, or try again in a few minutes: your details are still in the form.";

// A timeout: the request may have arrived, so never say it failed. A retry carries the same key and gets the first reference back.
const UNKNOWN_MESSAGE =
  "We did not hear back in time, so your request may have reached us. Press Send again to check: it will not be sent twice, and you will see your reference. Or call or WhatsApp us: your details are still in the form.";

export const SEND_PROBLEM_MESSAGES: Record<SendProblem, string> = {
  "rate-limited": RATE_LIMITED_MESSAGE,
  unavailable: UNAVAILABLE_MESSAGE,
  unknown: UNKNOWN_MESSAGE,
};
