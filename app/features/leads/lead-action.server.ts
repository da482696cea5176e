import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { localizeResult } from "~/i18n/field-errors.server";
import type { Lang } from "~/i18n/languages";
import { SEND_PROBLEM_MESSAGES, type SendProblem } from "./send-failure";
import { classifySendFailure } from "./send-failure.server";

/** The values come back so nothing typed is lost. Never cached. */
export type LeadActionData = {
  result: SubmissionResult<string[]>;
  problem: SendProblem | null;
  whatsappText: string;
  /** A move's starting city. */
  phoneIndex?: number | null;
};

const NO_STORE = { "Cache-Control": "no-store" };

type Replyable = { reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> };

/** English pages: the schemas' own messages. */
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
  // No personal data in the log.
  console.error(`Could not hand a ${what} request to the API (${failure.kind}):`, error instanceof Error ? error.message : error);
  return data<LeadActionData>(
    { result: localizeResult(lang, submission.reply({ formErrors: [SEND_PROBLEM_MESSAGES[failure.kind]] })), problem: failure.kind, whatsappText, phoneIndex },
    { status: { "rate-limited": 429, unavailable: 503, unknown: 504 }[failure.kind], headers: NO_STORE },
  );
}
