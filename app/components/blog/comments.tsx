import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import type { Comment } from "~contract/comments";
import { COMMENT_LIMITS } from "~contract/limits";
import { formatDate } from "~/lib/blog/display";
import { ANONYMOUS, NO_COMMENT_TEXT } from "~/lib/blog/comment-outcome";

export type CommentActionData = { ok: boolean; message: string };

export const COMMENT_STATUS_ID = "comment-status";

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
            <strong className="comment-author">{comment.name.trim() || ANONYMOUS}</strong>
            {comment.createdAt ? <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time> : null}
          </p>
          <p className="comment-text">{comment.commentText.trim() || NO_COMMENT_TEXT}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * LEAVE A COMMENT (spec §2, §5): no required fields. With JavaScript it posts
 * through a fetcher, toasts the outcome, resets and the comments reload; without
 * JavaScript the same form posts and the page re-renders with an inline status.
 */
export function CommentForm({ actionData }: { actionData?: CommentActionData }) {
  const fetcher = useFetcher<CommentActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { pathname } = useLocation();
  const result = fetcher.data ?? actionData;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    // Where the page would have opened without JavaScript: at the outcome.
    statusRef.current?.focus();
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
      formRef.current?.reset();
    } else {
      toast.error(fetcher.data.message);
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <section className="comment-form-section" aria-labelledby="leave-comment">
      <h2 id="leave-comment" className="section-title">
        LEAVE A COMMENT
      </h2>
      {/* Without JavaScript the answer opens at its message, not at the top of the post. */}
      <fetcher.Form method="post" action={`${pathname}#${COMMENT_STATUS_ID}`} ref={formRef} className="form comment-form" noValidate>
        <input type="hidden" name="intent" value="comment" />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="comment-url">Leave this field empty</label>
          <input id="comment-url" name="website_url" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="comment-name">Name</label>
            <input id="comment-name" name="name" autoComplete="name" maxLength={COMMENT_LIMITS.name} />
          </div>
          <div className="field">
            <label htmlFor="comment-email">Email</label>
            <input id="comment-email" name="email" type="email" autoComplete="email" maxLength={COMMENT_LIMITS.email} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="comment-website">Website</label>
          <input id="comment-website" name="website" type="url" autoComplete="url" maxLength={COMMENT_LIMITS.website} />
        </div>
        <div className="field">
          <label htmlFor="comment-text">Comment</label>
          <textarea id="comment-text" name="commentText" rows={5} maxLength={COMMENT_LIMITS.commentText} />
        </div>
        {result ? (
          <p
            ref={statusRef}
            id={COMMENT_STATUS_ID}
            tabIndex={-1}
            className={`form-status ${result.ok ? "form-status-success" : "form-status-error"}`}
            role={result.ok ? "status" : "alert"}
            data-testid="comment-status"
          >
            {result.message}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-accent" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Sending…" : "Post comment"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
