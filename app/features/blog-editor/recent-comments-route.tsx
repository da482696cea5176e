import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CommentRow } from "./comment-row";
import { blogPath } from "~/features/blog";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { adminMeta } from "~/shared/staff/admin-meta";
import { COMMENT_MESSAGES } from "./messages";
import type { loader } from "./recent-comments-route.server";
import { blogEditorStylesheet } from "./stylesheet";
export { loader, headers } from "./recent-comments-route.server";

export const links: LinksFunction = () => [blogEditorStylesheet];

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
