import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { deleteCommentOutcome } from "./comment-delete.server";
import { commentsPlaceBack } from "./comment-paths";
import { fetchCommentsForStaff } from "./comments-admin.server";
import { ANONYMOUS, NO_COMMENT_TEXT } from "~/features/blog";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { idSchema } from "~contract/common";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { isApiStatus, logApiFailure } from "~/shared/api/api-failure.server";

/** The confirm step of a comment's Delete without JavaScript. */
function placeOf(request: Request, params: { commentId?: string }) {
  const url = new URL(request.url);
  const blogId = url.searchParams.get("post") ?? "";
  const commentId = params.commentId ?? "";
  if (!idSchema.safeParse(blogId).success || !idSchema.safeParse(commentId).success) throw new Response("Not Found", { status: 404 });
  return { blogId, commentId, back: commentsPlaceBack(url.searchParams.get("from"), blogId) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const { blogId, commentId, back } = placeOf(request, params);
  try {
    const comment = (await fetchCommentsForStaff(blogId, token)).find((c) => c._id === commentId);
    if (!comment) throw new Response("Not Found", { status: 404 });
    return { back, comment: { name: comment.name.trim() || ANONYMOUS, text: comment.commentText.trim() || NO_COMMENT_TEXT } };
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Not Found", { status: 404 });
    // The comment is only shown to reassure; the delete itself can still be tried.
    logApiFailure(`Comment ${commentId}`, error);
    return { back, comment: null };
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { commentId, back } = placeOf(request, params);
  const { answer } = await deleteCommentOutcome(request, commentId);
  return redirectWithToast(back, { type: answer.ok ? "success" : "error", message: answer.message });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
