import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { showToast } from "~/shared/toast/show-toast";
import type { CommentDeleteAnswer } from "./comment-delete.server";
import { confirmDeleteCommentPath, RECENT_COMMENTS_PATH, type CommentsPlace } from "./comment-paths";
import { COMMENT_MESSAGES } from "./messages";
import { formatDate } from "~/features/blog";
import { ConfirmDialog } from "./confirm-dialog";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { ANONYMOUS, NO_COMMENT_TEXT } from "~/features/blog";

export type ModeratedComment = { _id: string; blogId: string; name: string; email?: string; website?: string; commentText: string; createdAt?: string };

/** With JavaScript a dialog posting through a fetcher (unsaved edits elsewhere survive); without it, a link to a confirm page. */
export function CommentRow({ comment, from, children }: { comment: ModeratedComment; from: CommentsPlace; children?: React.ReactNode }) {
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<CommentDeleteAnswer>();
  // Toast as soon as the answer is in: once the list reloads, this row is gone.
  const answer = fetcher.state !== "submitting" ? fetcher.data : undefined;
  const handled = useRef(answer);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      showToast("success", answer.message);
      setConfirming(false);
    } else showToast("error", answer.message);
  }, [answer]);

  const name = comment.name.trim() || ANONYMOUS;
  const deleting = fetcher.state !== "idle";
  const failure = answer && !answer.ok ? answer.message : null;
  return (
    <li className="moderation-item" aria-busy={deleting || undefined}>
      <div className="moderation-meta">
        <strong>
          <bdi>{name}</bdi>
        </strong>
        {comment.createdAt ? (
          <time className="muted" dateTime={comment.createdAt}>
            {formatDate(comment.createdAt)}
          </time>
        ) : null}
        {/* Staff only: the public comment list never carries the e-mail. */}
        {comment.email ? <a href={`mailto:${comment.email}`}>{comment.email}</a> : null}
        {comment.website ? (
          <a href={comment.website} rel="nofollow ugc noopener" target="_blank">
            {comment.website}
          </a>
        ) : null}
      </div>
      {children}
      {/* A commenter's words take their own direction (an Urdu question ends with its ؟ on the left). */}
      <p className="moderation-text" dir="auto">
        {comment.commentText.trim() || NO_COMMENT_TEXT}
      </p>
      {hydrated ? (
        <button type="button" className="button button-outline button-small table-action-danger" onClick={() => setConfirming(true)} disabled={deleting}>
          {deleting ? "Deleting…" : "Delete"}
          <span className="visually-hidden"> comment by {name}</span>
        </button>
      ) : (
        <Link to={confirmDeleteCommentPath(comment._id, comment.blogId, from)} className="button button-outline button-small table-action-danger">
          Delete<span className="visually-hidden"> comment by {name}</span>
        </Link>
      )}
      {hydrated && confirming ? (
        <ConfirmDialog
          open
          title={COMMENT_MESSAGES.confirmTitle}
          description={COMMENT_MESSAGES.confirmQuestion}
          onClose={() => setConfirming(false)}
          testId="delete-comment-dialog"
        >
          <blockquote className="admin-dialog-subject">
            <strong>
              <bdi>{name}</bdi>
            </strong>
            : <bdi>{comment.commentText.trim().slice(0, 200) || NO_COMMENT_TEXT}</bdi>
          </blockquote>
          {failure ? (
            <p className="form-status form-status-error" role="alert">
              {failure}
            </p>
          ) : null}
          <fetcher.Form method="post" action={RECENT_COMMENTS_PATH} className="admin-dialog-actions">
            <input type="hidden" name="intent" value="delete-comment" />
            <input type="hidden" name="commentId" value={comment._id} />
            <button type="button" className="button button-outline" onClick={() => setConfirming(false)} autoFocus>
              Cancel
            </button>
            <button type="submit" className="button button-danger" disabled={deleting}>
              {deleting ? "Deleting…" : "Delete"}
            </button>
          </fetcher.Form>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
