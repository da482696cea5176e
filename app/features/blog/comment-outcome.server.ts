import { COMMENT_MESSAGES } from "./comment-outcome";
import { failureMessage } from "~/shared/api/api-failure.server";

export type CommentOutcome = { ok: true; message: string } | { ok: false; message: string };

export type CommentAttempt = { kind: "answered"; status: number } | { kind: "failed"; error: unknown };

/** docs/requirements.md (Messages). */
export function commentOutcome(attempt: CommentAttempt): CommentOutcome {
  if (attempt.kind === "answered") {
    return attempt.status === 200 || attempt.status === 201 ? { ok: true, message: COMMENT_MESSAGES.sent } : { ok: false, message: COMMENT_MESSAGES.notSent };
  }
  const message = failureMessage(attempt.error, {
    answered: COMMENT_MESSAGES.serverError,
    serverMessage: true,
    unreachable: COMMENT_MESSAGES.unreachable,
    broken: COMMENT_MESSAGES.unexpected,
  });
  return { ok: false, message };
}
