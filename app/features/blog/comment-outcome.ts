import { COMMENTS_FETCH_FAILED } from "~/shared/api/list-failed-messages";

/** docs/requirements.md's outcomes, written once; tests assert each text. */

export const COMMENT_MESSAGES = {
  sent: "Message Sent Successfully!",
  notSent: "Message Not Sent! Please try again.",
  serverError: "Server error occurred.",
  unreachable: "Unable to connect to the server.",
  unexpected: "An unexpected error occurred.",
  fetchFailed: COMMENTS_FETCH_FAILED,
} as const;

/** docs/requirements.md (Messages). */
export const ANONYMOUS = "Anonymous";
export const NO_COMMENT_TEXT = "No comment message provided.";

