import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { BlogEditor } from "~/components/admin/blog-editor";
import { CommentModeration } from "~/components/admin/comment-moderation";
import { loadBlogForEditor, type blogEditorAction } from "~/lib/admin/blog-editor.server";
import { adminMeta } from "~/lib/admin/meta";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";

/** /blog-edit/:id: the blog form in edit mode, and the post's comments for moderation. */
export { blogEditorAction as action } from "~/lib/admin/blog-editor.server";

export const loader = loadBlogForEditor;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta("Edit blog post");

export default function BlogEdit() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof blogEditorAction>();
  const crumbs = [{ name: "BLOG LIST", path: "/blog-list" }, { name: "EDIT" }];

  if (!loaded.ok) {
    return (
      <>
        <AdminPageHeader title="Edit blog post" crumbs={crumbs} />
        <section className="container admin-section">
          <p className="error-text admin-load-error" role="alert">
            {loaded.message}
          </p>
          <p>
            <Link to="/blog-list">Back to the blog list</Link>
          </p>
        </section>
      </>
    );
  }

  const thumbs = Object.fromEntries(loaded.images.map((image) => [image.url, image.thumb]));
  return (
    <>
      <AdminPageHeader
        title="Edit blog post"
        crumbs={crumbs}
        actions={
          <>
            <Link to={`/blog-edit/${loaded.id}/revisions`} className="button button-outline">
              Revisions
            </Link>
            {loaded.publicPath ? (
              <Link to={loaded.publicPath} className="button button-outline" target="_blank" rel="noopener">
                View post<span className="visually-hidden"> (opens in a new tab)</span>
              </Link>
            ) : null}
          </>
        }
      />
      <section className="container admin-section">
        <BlogEditor
          key={`${loaded.id}:${loaded.restoredAt ?? ""}`}
          mode="edit"
          id={loaded.id}
          defaults={loaded.defaults}
          thumbs={thumbs}
          lastResult={answer?.kind === "save" ? answer.result : undefined}
          conflict={answer?.kind === "save" ? answer.conflict : null}
          serverDraft={loaded.serverDraft}
          restoredAt={loaded.restoredAt}
        />
        <CommentModeration blogId={loaded.id} comments={loaded.comments} />
      </section>
    </>
  );
}
