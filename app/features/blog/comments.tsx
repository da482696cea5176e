import type { SubmissionResult } from "@conform-to/react";
import { formatDate as formatDateIn } from "~/i18n/format";
import { useLocalText, usePageLang } from "~/i18n/use-page-lang";
import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { FlashToast } from "~/shared/toast/flash-toast";
import { useEffect } from "react";
import type { Comment } from "~contract/comments";
import { HoneypotField, TextareaField, TextField } from "~/shared/forms/form-fields";
import { SubmissionKeyField, SubmissionKeyProvider, submissionKeyFor } from "~/shared/forms/submission-key";
import { FormError } from "~/shared/forms/form-messages";
import { plainControls } from "~/shared/forms/form-controls";
import { COMMENT_FORM_ID, commentFormConstraint } from "./comment-form";
import { showToast } from "~/shared/toast/show-toast";
import { formatDate } from "./display";
import { ANONYMOUS, NO_COMMENT_TEXT } from "./comment-outcome";
import { useIsPending } from "~/shared/hooks/use-is-pending";

export type CommentActionData = { result: SubmissionResult<string[]> };

/** Without JavaScript the flash shows at the page top but the answer opens at #comments: said there too. */
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

/** Text is rendered as text, never as HTML. */
export function CommentList({ comments, error }: { comments: Comment[]; error: string | null }) {
  const say = useLocalText();
  const lang = usePageLang();
  if (error) {
    return (
      <p className="error-text" role="alert">
        {error}
      </p>
    );
  }
  if (!comments.length) return <p className="muted">{say("comments.none", "No comments yet. Be the first to leave one.")}</p>;
  return (
    <ol className="comment-list">
      {comments.map((comment) => (
        <li key={comment._id} className="comment">
          <p className="comment-meta">
            <strong className="comment-author">
              {/* Only http(s) addresses reach here (the API drops the rest); nofollow ugc: no ranking credit for spam links. */}
              {comment.website ? (
                <a href={comment.website} rel="nofollow ugc noopener">
                  <bdi>{comment.name.trim() || say("comments.anonymous", ANONYMOUS)}</bdi>
                </a>
              ) : (
                <bdi>{comment.name.trim() || say("comments.anonymous", ANONYMOUS)}</bdi>
              )}
            </strong>
            {comment.createdAt ? <time dateTime={comment.createdAt}>{lang === "en" ? formatDate(comment.createdAt) : formatDateIn(lang, comment.createdAt)}</time> : null}
          </p>
          {/* A reader's words take their own direction: a Latin comment with a URL on an Urdu post reads left to right. */}
          <p className="comment-text" dir="auto">
            {comment.commentText.trim() || say("comments.noText", NO_COMMENT_TEXT)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** docs/requirements.md (Routes, Messages): no required fields; a rejected comment keeps its text. */
export function CommentForm({ lastResult, submissionKey }: { lastResult?: SubmissionResult<string[]>; submissionKey: string }) {
  const { pathname } = useLocation();
  const sending = useIsPending({ formData: (data) => data.has("commentText") });
  const controls = plainControls(COMMENT_FORM_ID, commentFormConstraint, lastResult);
  const failure = lastResult?.error?.[""]?.[0];
  const say = useLocalText();

  useEffect(() => {
    if (failure) showToast("error", failure);
  }, [lastResult, failure]);

  return (
    <section className="comment-form-section" aria-labelledby="leave-comment">
      <h2 id="leave-comment" className="section-title">
        {say("comments.leave", "LEAVE A COMMENT")}
      </h2>
      {/* Without JavaScript a rejected comment opens at the form and its reason, not at the top of the post. */}
      <Form method="post" action={`${pathname}#${COMMENT_FORM_ID}`} id={COMMENT_FORM_ID} className="form comment-form" noValidate preventScrollReset>
        <HoneypotField id="comment-website-url" />
        {/* Made when the page was rendered, kept across a failed send: a retry is stored once (README, Security). */}
        <SubmissionKeyProvider value={submissionKeyFor(lastResult, submissionKey)}>
          <SubmissionKeyField />
        </SubmissionKeyProvider>
        <div className="form-row">
          <TextField controls={controls} name="name" label={say("comments.name", "Name")} autoComplete="name" />
          <TextField controls={controls} name="email" label={say("comments.email", "Email")} dir="ltr" type="email" autoComplete="email" />
        </div>
        <TextField controls={controls} name="website" label={say("comments.website", "Website")} dir="ltr" autoComplete="url" inputMode="url" />
        <TextareaField controls={controls} name="commentText" label={say("comments.comment", "Comment")} rows={5} />
        <FormError id={`${COMMENT_FORM_ID}-form-error`} errors={failure ? [failure] : undefined} testId="comment-status" />
        <div>
          <button type="submit" className="button button-accent" disabled={sending}>
            {sending ? say("form.sending", "Sending…") : say("comments.submit", "Post comment")}
          </button>
        </div>
      </Form>
    </section>
  );
}
