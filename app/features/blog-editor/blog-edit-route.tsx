import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BlogEditor } from "./blog-editor";
import type { blogEditorAction } from "./blog-editor.server";
import { CommentModeration } from "./comment-moderation";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { adminMeta } from "~/shared/staff/admin-meta";
import type { loader } from "./blog-edit-route.server";
import { blogEditorStylesheet } from "./stylesheet";
import { AdminLoadFailedPage } from "~/shared/staff/admin-load-error";
export { action, loader, headers } from "./blog-edit-route.server";

export const links: LinksFunction = () => [blogEditorStylesheet];

export const meta: MetaFunction = () => adminMeta("Edit blog post");

export default function BlogEdit() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof blogEditorAction>();
  const crumbs = [{ name: "BLOG LIST", path: "/blog-list" }, { name: "EDIT" }];

  if (!loaded.ok) {
    return <AdminLoadFailedPage title="Edit blog post" crumbs={crumbs} message={loaded.message} back={{ to: "/blog-list", label: "Back to the blog list" }} />;
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
          constraint={loaded.constraint}
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
