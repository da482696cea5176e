import type { CommentsState } from "./blog-editor.server";
import { EDIT_COMMENTS_ANCHOR } from "./comment-paths";
import { CommentRow } from "./comment-row";

export function CommentModeration({ blogId, comments }: { blogId: string; comments: CommentsState }) {
  return (
    <section className="admin-card comment-moderation" id={EDIT_COMMENTS_ANCHOR} aria-labelledby="comments-title" tabIndex={-1}>
      <h2 id="comments-title" className="admin-card-title">
        Comments{comments.ok ? ` (${comments.list.length})` : ""}
      </h2>
      {!comments.ok ? (
        <p className="error-text" role="alert">
          {comments.message}
        </p>
      ) : comments.list.length === 0 ? (
        <p className="muted">No comments on this post yet.</p>
      ) : (
        <ul className="moderation-list">
          {comments.list.map((comment) => (
            <CommentRow key={comment._id} comment={{ ...comment, blogId }} from="edit" />
          ))}
        </ul>
      )}
    </section>
  );
}
