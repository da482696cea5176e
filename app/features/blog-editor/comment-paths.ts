/**
 * Where staff moderate comments: the recent-comments page, the
 * post's edit page, and the confirm step of Delete without JavaScript.
 */
export const RECENT_COMMENTS_PATH = "/blog-comments";
/** The comment list on /blog-edit/:id. */
export const EDIT_COMMENTS_ANCHOR = "post-comments";

export type CommentsPlace = "edit" | "list";

function editCommentsPath(blogId: string): string {
  return `/blog-edit/${encodeURIComponent(blogId)}#${EDIT_COMMENTS_ANCHOR}`;
}

/** The confirm page; `from` says where to go back to. */
export function confirmDeleteCommentPath(commentId: string, blogId: string, from: CommentsPlace): string {
  return `${RECENT_COMMENTS_PATH}/${encodeURIComponent(commentId)}/delete?${new URLSearchParams({ post: blogId, from })}`;
}

export function commentsPlaceBack(from: string | null, blogId: string): string {
  return from === "list" ? `${RECENT_COMMENTS_PATH}#recent-comments` : editCommentsPath(blogId);
}
