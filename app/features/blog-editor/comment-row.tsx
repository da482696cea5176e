import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { FormError } from "~/shared/forms/form-messages";
import { confirmDeleteCommentPath, type CommentsPlace } from "./comment-paths";
import { COMMENT_MESSAGES } from "./messages";
import { formatDate } from "~/features/blog";
import { ConfirmDialog, HiddenFields } from "./confirm-dialog";
import type { action } from "./delete-comment-route.server";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { ANONYMOUS, NO_COMMENT_TEXT } from "~/features/blog";

export type ModeratedComment = { _id: string; blogId: string; name: string; email?: string; website?: string; commentText: string; createdAt?: string };

/**
 * With JavaScript a dialog posting through a fetcher to the confirm page's action (a failure stays in the dialog;
 * a success redirects to this page, whose edits elsewhere survive); without it, a link to that confirm page.
 */
export function CommentRow({ comment, from, children }: { comment: ModeratedComment; from: CommentsPlace; children?: React.ReactNode }) {
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<typeof action>();
  const confirmPath = confirmDeleteCommentPath(comment._id, comment.blogId, from);

  const name = comment.name.trim() || ANONYMOUS;
  const deleting = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" ? fetcher.data?.error?.[""] : undefined;
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
        <Link to={confirmPath} className="button button-outline button-small table-action-danger">
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
          <FormError id={`delete-comment-${comment._id}-form-error`} errors={failure} />
          <fetcher.Form method="post" action={confirmPath} className="admin-dialog-actions">
            <HiddenFields fields={{ commentId: comment._id }} />
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
