import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { BlogEditor } from "~/features/blog-editor/blog-editor";
import { EMPTY_BLOG } from "~/features/blog-editor/blog-editor-values";
import { adminMeta } from "~/shared/staff/admin-meta";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";

export { blogEditorAction as action, loadBlogCreate as loader } from "~/features/blog-editor/blog-editor.server";
import type { blogEditorAction, loadBlogCreate } from "~/features/blog-editor/blog-editor.server";
import { blogEditorStylesheet } from "~/features/blog-editor/stylesheet";

export const links: LinksFunction = () => [blogEditorStylesheet];

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta("New blog post");

export default function BlogCreate() {
  const answer = useActionData<typeof blogEditorAction>();
  const { constraint } = useLoaderData<typeof loadBlogCreate>();
  return (
    <>
      <AdminPageHeader title="New blog post" crumbs={[{ name: "BLOG LIST", path: "/blog-list" }, { name: "CREATE" }]} />
      <section className="container admin-section">
        <BlogEditor mode="create" defaults={EMPTY_BLOG} constraint={constraint} lastResult={answer?.kind === "save" ? answer.result : undefined} />
      </section>
    </>
  );
}
