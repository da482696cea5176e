import { commentListSchema, RECENT_COMMENTS_DEFAULT, recentCommentListSchema, type Comment, type RecentComment } from "~contract/comments";
import { acknowledgementSchema } from "~contract/common";
import { apiRequest, type StaffToken } from "~/shared/api/client.server";

/** With the staff token, so a draft's comments are visible too. */
export async function fetchCommentsForStaff(blogId: string, token: StaffToken): Promise<Comment[]> {
  const { data } = await apiRequest(`/api/comments/${encodeURIComponent(blogId)}`, { token, schema: commentListSchema });
  return data.data;
}

export async function fetchRecentComments(token: StaffToken, limit = RECENT_COMMENTS_DEFAULT): Promise<RecentComment[]> {
  const { data } = await apiRequest(`/api/comments?${new URLSearchParams({ limit: String(limit) })}`, { token, schema: recentCommentListSchema });
  return data.data;
}

export async function deleteComment(commentId: string, token: StaffToken): Promise<void> {
  await apiRequest(`/api/comments/${encodeURIComponent(commentId)}`, {
    method: "DELETE",
    token,
    schema: acknowledgementSchema,
  });
}
