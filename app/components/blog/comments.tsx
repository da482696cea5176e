import type { SubmissionResult } from "@conform-to/react";
import { Form, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import type { FlashToast } from "~/components/toast/flash-toast";
import { useEffect } from "react";
import type { Comment } from "~contract/comments";
import { HoneypotField, TextareaField, TextField } from "~/components/leads/form-fields";
import { submissionKeyFor } from "~/lib/leads/submission-key";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { plainControls } from "~/components/leads/form-controls";
import { COMMENT_FORM_ID, commentFormConstraint } from "~/lib/blog/comment-form";
import { showToast } from "~/components/toast/show-toast";
import { formatDate } from "~/lib/blog/display";
import { ANONYMOUS, NO_COMMENT_TEXT } from "~/lib/blog/comment-outcome";

/** What the comment action answers when the comment was not taken (success redirects). */
export type CommentActionData = { result: SubmissionResult<string[]> };

/**
 * Without JavaScript the flashed "Message Sent Successfully!" shows at the top of the page, but
 * the answer opens at #comments: say it there too (with JavaScript it is a toast).
 */
export function CommentSentNotice() {
  const root = useRouteLoaderData<{ flash?: FlashToast }>("root");
  const flash = root?.flash;
  if (!flash || flash.type !== "success") return null;
  return (
    <noscript>
      <p className="form-status form-status-success comment-sent" role="status" data-testid="comment-sent">
        {flash.message}
      </p>
    </noscript>
  );
}

/** The comments of a post; text is rendered as text, never as HTML. */
export function CommentList({ comments, error }: { comments: Comment[]; error: string | null }) {
  if (error) {
    return (
      <p className="error-text" role="alert">
        {error}
      </p>
    );
  }
  if (!comments.length) return <p className="muted">No comments yet. Be the first to leave one.</p>;
  return (
    <ol className="comment-list">
      {comments.map((comment) => (
        <li key={comment._id} className="comment">
          <p className="comment-meta">
            <strong className="comment-author">
              {/* Only http(s) addresses reach here (the API drops the rest); nofollow ugc: no ranking credit for spam links. */}
              {comment.website ? (
                <a href={comment.website} rel="nofollow ugc noopener">
                  {comment.name.trim() || ANONYMOUS}
                </a>
              ) : (
                comment.name.trim() || ANONYMOUS
              )}
            </strong>
            {comment.createdAt ? <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time> : null}
          </p>
          <p className="comment-text">{comment.commentText.trim() || NO_COMMENT_TEXT}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * LEAVE A COMMENT (spec §2, §5): no required fields. A plain form post, with
 * or without JavaScript: a rejected comment comes back with the text kept and
 * the reason (spec §8) under the form, and a toast with JavaScript; an accepted
 * one redirects to the post's comments with the toast 'Message Sent
 * Successfully!' (inline without JavaScript), the list reloaded and the form
 * empty.
 */
export function CommentForm({ lastResult, submissionKey }: { lastResult?: SubmissionResult<string[]>; submissionKey: string }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const sending = navigation.state === "submitting" && navigation.formData?.has("commentText") === true;
  const controls = plainControls(COMMENT_FORM_ID, commentFormConstraint, lastResult);
  const failure = lastResult?.error?.[""]?.[0];

  useEffect(() => {
    if (failure) showToast("error", failure);
  }, [lastResult, failure]);

  return (
    <section className="comment-form-section" aria-labelledby="leave-comment">
      <h2 id="leave-comment" className="section-title">
        LEAVE A COMMENT
      </h2>
      {/* Without JavaScript a rejected comment opens at the form and its reason, not at the top of the post (issue 19). */}
      <Form method="post" action={`${pathname}#${COMMENT_FORM_ID}`} id={COMMENT_FORM_ID} className="form comment-form" noValidate preventScrollReset>
        <HoneypotField id="comment-website-url" />
        {/* Made when the page was rendered, kept across a failed send: a retry is stored once (README, Security). */}
        <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={submissionKeyFor(lastResult, submissionKey)} />
        <div className="form-row">
          <TextField controls={controls} name="name" label="Name" autoComplete="name" />
          <TextField controls={controls} name="email" label="Email" type="email" autoComplete="email" />
        </div>
        <TextField controls={controls} name="website" label="Website" autoComplete="url" inputMode="url" />
        <TextareaField controls={controls} name="commentText" label="Comment" rows={5} />
        {failure ? (
          <p className="form-status form-status-error" role="alert" data-testid="comment-status">
            {failure}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-accent" disabled={sending}>
            {sending ? "Sending…" : "Post comment"}
          </button>
        </div>
      </Form>
    </section>
  );
}
