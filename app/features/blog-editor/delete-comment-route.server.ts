import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { commentsPlaceBack } from "./comment-paths";
import { deleteComment, fetchCommentsForStaff } from "./comments-admin.server";
import { COMMENT_MESSAGES } from "./messages";
import { ANONYMOUS, NO_COMMENT_TEXT } from "~/features/blog";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { idSchema } from "~contract/common";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { isApiStatus, logApiFailure, failureStatus } from "~/shared/api/api-failure.server";

const deleteCommentSchema = z.object({ commentId: idSchema });

/** The address names the comment, its post and where to go back to. */
function placeOf(request: Request, params: { commentId?: string }) {
  const url = new URL(request.url);
  const blogId = url.searchParams.get("post") ?? "";
  const commentId = params.commentId ?? "";
  if (!idSchema.safeParse(blogId).success || !idSchema.safeParse(commentId).success) throw new Response("Not Found", { status: 404 });
  return { blogId, commentId, back: commentsPlaceBack(url.searchParams.get("from"), blogId) };
}

/** The confirm step of a comment's Delete without JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const { blogId, commentId, back } = placeOf(request, params);
  // Still the page when the comment is gone, so a failed delete of one deleted meanwhile shows its message here.
  const gone = () => data({ commentId, back, comment: null }, { status: 404 });
  try {
    const comment = (await fetchCommentsForStaff(blogId, token)).find((c) => c._id === commentId);
    if (!comment) return gone();
    return { commentId, back, comment: { name: comment.name.trim() || ANONYMOUS, text: comment.commentText.trim() || NO_COMMENT_TEXT } };
  } catch (error) {
    if (isApiStatus(error, 404)) return gone();
    // The comment is only shown to reassure; the delete itself can still be tried.
    logApiFailure(`Comment ${commentId}`, error);
    return { commentId, back, comment: null };
  }
}

/** The one delete action, for the dialog (a fetcher) and the confirm page alike: a failure stays where it was asked. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const { commentId, back } = placeOf(request, params);
  const submission = parseWithZod(await request.formData().catch(() => new FormData()), { schema: deleteCommentSchema });
  const failed = (status: number) => data(submission.reply({ formErrors: [COMMENT_MESSAGES.deleteFailed] }), { status });
  if (submission.status !== "success" || submission.value.commentId !== commentId) return failed(400);
  try {
    await deleteComment(commentId, token);
  } catch (error) {
    logApiFailure(`Deleting comment ${commentId}`, error);
    return failed(failureStatus(error, 502));
  }
  return redirectWithToast(back, { type: "success", message: COMMENT_MESSAGES.deleted });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
