import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { idSchema } from "~contract/common";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ApiError } from "~/lib/api/client.server";
import { fetchCommentsForStaff } from "~/lib/api/comments-admin.server";
import { deleteCommentOutcome } from "~/lib/admin/comment-delete.server";
import { commentsPlaceBack } from "~/lib/admin/comment-paths";
import { COMMENT_MESSAGES } from "~/lib/admin/messages";
import { adminMeta } from "~/lib/admin/meta";
import { rethrowUnauthorized, staffToken } from "~/lib/admin/staff.server";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { redirectWithToast } from "~/lib/session/toast.server";
import { ANONYMOUS, NO_COMMENT_TEXT } from "~/lib/blog/comment-outcome";

/**
 * /blog-comments/:commentId/delete?post=…&from=edit|list — the confirm step
 * of a comment's Delete without JavaScript: the comment, the question, a
 * POST form and a way back to where the visitor came from.
 */
function placeOf(request: Request, params: { commentId?: string }) {
  const url = new URL(request.url);
  const blogId = url.searchParams.get("post") ?? "";
  const commentId = params.commentId ?? "";
  if (!idSchema.safeParse(blogId).success || !idSchema.safeParse(commentId).success) throw new Response("Not Found", { status: 404 });
  return { blogId, commentId, back: commentsPlaceBack(url.searchParams.get("from"), blogId) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await staffToken(request);
  const { blogId, commentId, back } = placeOf(request, params);
  try {
    const comment = (await fetchCommentsForStaff(blogId, token)).find((c) => c._id === commentId);
    if (!comment) throw new Response("Not Found", { status: 404 });
    return { back, comment: { name: comment.name.trim() || ANONYMOUS, text: comment.commentText.trim() || NO_COMMENT_TEXT } };
  } catch (error) {
    if (error instanceof Response) throw error;
    await rethrowUnauthorized(request, error);
    if (error instanceof ApiError && error.status === 404) throw new Response("Not Found", { status: 404 });
    // The comment is only shown to reassure; the delete itself can still be tried.
    return { back, comment: null };
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { commentId, back } = placeOf(request, params);
  const { answer } = await deleteCommentOutcome(request, commentId);
  // Back where the list is, at the list, with the outcome.
  return redirectWithToast(back, { type: answer.ok ? "success" : "error", message: answer.message });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta(COMMENT_MESSAGES.confirmTitle);

export default function ConfirmDeleteComment() {
  const { back, comment } = useLoaderData<typeof loader>();
  const deleting = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageHeader
        title={COMMENT_MESSAGES.confirmTitle}
        crumbs={[
          { name: "COMMENTS", path: "/blog-comments" },
          { name: "DELETE" },
        ]}
      />
      <section className="container admin-section">
        <div className="admin-card admin-confirm">
          <p className="admin-confirm-question">{COMMENT_MESSAGES.confirmQuestion}</p>
          {comment ? (
            <blockquote className="admin-dialog-subject">
              <strong>{comment.name}</strong>: {comment.text}
            </blockquote>
          ) : null}
          <Form method="post" className="admin-dialog-actions">
            <Link to={back} className="button button-outline">
              Cancel
            </Link>
            <button type="submit" className="button button-danger" disabled={deleting}>
              {deleting ? "Deleting…" : "Delete"}
            </button>
          </Form>
        </div>
      </section>
    </>
  );
}
