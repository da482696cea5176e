import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import type { CommentsState } from "~/lib/admin/blog-editor.server";
import { formatDate } from "~/lib/blog/display";

type CommentAnswer = { kind: "comment"; ok: boolean; message: string; commentId: string };

/**
 * The post's comments under the editor, each with a Delete button (staff
 * moderation). A plain form post without JavaScript; a fetcher with it, so
 * unsaved edits in the form above survive.
 */
export function CommentModeration({ blogId, comments, noJsAnswer }: { blogId: string; comments: CommentsState; noJsAnswer?: CommentAnswer }) {
  return (
    <section className="admin-card comment-moderation" aria-labelledby="comments-title">
      <h2 id="comments-title" className="admin-card-title">
        Comments{comments.ok ? ` (${comments.list.length})` : ""}
      </h2>
      {noJsAnswer ? (
        <p className={`form-status ${noJsAnswer.ok ? "form-status-success" : "form-status-error"}`} role="status">
          {noJsAnswer.message}
        </p>
      ) : null}
      {!comments.ok ? (
        <p className="error-text" role="alert">
          {comments.message}
        </p>
      ) : comments.list.length === 0 ? (
        <p className="muted">No comments on this post yet.</p>
      ) : (
        <ul className="moderation-list">
          {comments.list.map((comment) => (
            <CommentRow key={comment._id} blogId={blogId} comment={comment} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CommentRow({ blogId, comment }: { blogId: string; comment: Extract<CommentsState, { ok: true }>["list"][number] }) {
  const fetcher = useFetcher<CommentAnswer>();
  // Toast as soon as the answer is in: once the list has reloaded, this row is gone.
  const answer = fetcher.state !== "submitting" ? fetcher.data : undefined;
  const handled = useRef(answer);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [answer]);

  const name = comment.name.trim() || "Anonymous";
  const deleting = fetcher.state !== "idle";
  return (
    <li className="moderation-item" aria-busy={deleting || undefined}>
      <div className="moderation-meta">
        <strong>{name}</strong>
        {comment.createdAt ? (
          <time className="muted" dateTime={comment.createdAt}>
            {formatDate(comment.createdAt)}
          </time>
        ) : null}
        {/* Staff only: the public comment list never carries the e-mail (issue 14). */}
        {comment.email ? <a href={`mailto:${comment.email}`}>{comment.email}</a> : null}
        {comment.website ? (
          <a href={comment.website} rel="nofollow ugc noopener" target="_blank">
            {comment.website}
          </a>
        ) : null}
      </div>
      <p className="moderation-text">{comment.commentText.trim() || "No comment message provided."}</p>
      <fetcher.Form method="post" action={`/blog-edit/${encodeURIComponent(blogId)}`}>
        <input type="hidden" name="intent" value="delete-comment" />
        <input type="hidden" name="commentId" value={comment._id} />
        <button type="submit" className="button button-outline button-small table-action-danger" disabled={deleting}>
          {deleting ? "Deleting…" : "Delete"}
          <span className="visually-hidden"> comment by {name}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}
