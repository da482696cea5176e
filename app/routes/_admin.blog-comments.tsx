import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { CommentRow } from "~/components/admin/comment-row";
import { fetchRecentComments } from "~/lib/api/comments-admin.server";
import { deleteCommentFromDialog } from "~/lib/admin/comment-delete.server";
import { COMMENT_MESSAGES } from "~/lib/admin/messages";
import { adminMeta } from "~/lib/admin/meta";
import { rethrowUnauthorized, staffToken } from "~/lib/admin/staff.server";
import { blogPath } from "~/lib/blog/paths";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";

/**
 * /blog-comments: the newest comments on every post in one list (issue 19),
 * each linked to its post and its edit page, each with Delete (asks first).
 * The action answers the Delete dialog's fetcher.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await staffToken(request);
  try {
    return { ok: true as const, comments: await fetchRecentComments(token) };
  } catch (error) {
    await rethrowUnauthorized(request, error);
    console.error("recent comments unavailable:", error instanceof Error ? error.message : error);
    return { ok: false as const, message: COMMENT_MESSAGES.recentFailed };
  }
}

export const action = ({ request }: ActionFunctionArgs) => deleteCommentFromDialog(request);

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta(COMMENT_MESSAGES.recentTitle);

export default function RecentComments() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <>
      <AdminPageHeader title={COMMENT_MESSAGES.recentTitle} crumbs={[{ name: "COMMENTS", path: "/blog-comments" }]} />
      <section className="container admin-section" id="recent-comments" tabIndex={-1} aria-labelledby="page-title">
        {!loaded.ok ? (
          <p className="error-text" role="alert">
            {loaded.message}
          </p>
        ) : loaded.comments.length === 0 ? (
          <p className="muted">{COMMENT_MESSAGES.noneYet}</p>
        ) : (
          <ul className="moderation-list recent-comments">
            {loaded.comments.map((comment) => (
              <CommentRow key={comment._id} comment={comment} from="list">
                <p className="moderation-post">
                  On{" "}
                  {comment.blog.status === "published" ? (
                    <Link to={`${blogPath({ _id: comment.blog._id, title: comment.blog.title, slug: comment.blog.slug })}#comments`}>{comment.blog.title}</Link>
                  ) : (
                    <span>
                      {comment.blog.title} <span className="muted">(draft)</span>
                    </span>
                  )}{" "}
                  · <Link to={`/blog-edit/${encodeURIComponent(comment.blog._id)}#post-comments`}>Moderate on the post’s page</Link>
                </p>
              </CommentRow>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
