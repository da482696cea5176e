import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { localizeResult } from "~/i18n/field-errors.server";
import type { Lang } from "~/i18n/languages";
import { SEND_PROBLEM_MESSAGES, type SendProblem } from "./send-failure";
import { classifySendFailure } from "./send-failure.server";

/**
 * What the /book and /contact actions answer when a lead is not accepted:
 * the Conform result (errors and the values, so nothing typed is lost) and,
 * when the API could not take it, which problem to explain. Never cached.
 */
export type LeadActionData = {
  result: SubmissionResult<string[]>;
  problem: SendProblem | null;
  /** The request written out for WhatsApp, when it could not be sent. */
  whatsappText: string;
  /** The office that answers this request (a move's starting city), for the call and WhatsApp offered. */
  phoneIndex?: number | null;
};

const NO_STORE = { "Cache-Control": "no-store" };

/** The part of a Conform submission these answers need. */
type Replyable = { reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> };

/** The messages are in the page's language (English pages: the schemas' own, unchanged). */
export function invalidSubmission(submission: Replyable, lang: Lang = "en") {
  return data<LeadActionData>({ result: localizeResult(lang, submission.reply()), problem: null, whatsappText: "" }, { status: 400, headers: NO_STORE });
}

export function sendFailed(submission: Replyable, error: unknown, what: "quote" | "contact", whatsappText: string, lang: Lang = "en", phoneIndex: number | null = null) {
  const failure = classifySendFailure(error);
  if (failure.kind === "invalid") {
    return data<LeadActionData>(
      { result: localizeResult(lang, submission.reply({ fieldErrors: failure.fieldErrors, formErrors: failure.formErrors })), problem: null, whatsappText },
      { status: 400, headers: NO_STORE },
    );
  }
  // No personal data in the log: the visitor still has everything in the form.
  console.error(`Could not hand a ${what} request to the API (${failure.kind}):`, error instanceof Error ? error.message : error);
  return data<LeadActionData>(
    { result: localizeResult(lang, submission.reply({ formErrors: [SEND_PROBLEM_MESSAGES[failure.kind]] })), problem: failure.kind, whatsappText, phoneIndex },
    { status: { "rate-limited": 429, unavailable: 503, unknown: 504 }[failure.kind], headers: NO_STORE },
  );
}
