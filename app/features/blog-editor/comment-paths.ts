const RECENT_COMMENTS_PATH = "/blog-comments";
export const EDIT_COMMENTS_ANCHOR = "post-comments";

export type CommentsPlace = "edit" | "list";

function editCommentsPath(blogId: string): string {
  return `/blog-edit/${encodeURIComponent(blogId)}#${EDIT_COMMENTS_ANCHOR}`;
}

/** `from` says where to go back to. */
export function confirmDeleteCommentPath(commentId: string, blogId: string, from: CommentsPlace): string {
  return `${RECENT_COMMENTS_PATH}/${encodeURIComponent(commentId)}/delete?${new URLSearchParams({ post: blogId, from })}`;
}

export function commentsPlaceBack(from: string | null, blogId: string): string {
  return from === "list" ? `${RECENT_COMMENTS_PATH}#recent-comments` : editCommentsPath(blogId);
}
