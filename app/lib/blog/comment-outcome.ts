/**
 * Spec §8 comment outcomes, written once. The route maps what happened to
 * one of these; tests assert each text.
 */
/** Spec §8: the blog list could not be loaded (the public list and the staff list alike). */
export const BLOGS_FETCH_FAILED = "Failed to fetch blogs.";

export const COMMENT_MESSAGES = {
  sent: "Message Sent Successfully!",
  notSent: "Message Not Sent! Please try again.",
  serverError: "Server error occurred.",
  unreachable: "Unable to connect to the server.",
  unexpected: "An unexpected error occurred.",
  fetchFailed: "Failed to fetch comments.",
} as const;

/** Spec §5: how empty comments display. */
export const ANONYMOUS = "Anonymous";
export const NO_COMMENT_TEXT = "No comment message provided.";

export type CommentOutcome = { ok: true; message: string } | { ok: false; message: string };

/** What the API call ended with, as the route saw it. */
export type CommentAttempt =
  | { kind: "answered"; status: number }
  | { kind: "http-error"; status: number; serverMessage?: string }
  | { kind: "no-response" }
  | { kind: "other" };

export function commentOutcome(attempt: CommentAttempt): CommentOutcome {
  switch (attempt.kind) {
    case "answered":
      return attempt.status === 200 || attempt.status === 201
        ? { ok: true, message: COMMENT_MESSAGES.sent }
        : { ok: false, message: COMMENT_MESSAGES.notSent };
    case "http-error":
      return { ok: false, message: attempt.serverMessage || COMMENT_MESSAGES.serverError };
    case "no-response":
      return { ok: false, message: COMMENT_MESSAGES.unreachable };
    default:
      return { ok: false, message: COMMENT_MESSAGES.unexpected };
  }
}
