import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { BlogEditor } from "~/components/admin/blog-editor";
import { EMPTY_BLOG } from "~/lib/admin/blog-editor-schema";
import { adminMeta } from "~/lib/admin/meta";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";

/** /blog-create: the blog form in create mode (no id). */
export { blogEditorAction as action } from "~/lib/admin/blog-editor.server";
import type { blogEditorAction } from "~/lib/admin/blog-editor.server";

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta("New blog post");

export default function BlogCreate() {
  const answer = useActionData<typeof blogEditorAction>();
  return (
    <>
      <AdminPageHeader title="New blog post" crumbs={[{ name: "BLOG LIST", path: "/blog-list" }, { name: "CREATE" }]} />
      <section className="container admin-section">
        <BlogEditor mode="create" defaults={EMPTY_BLOG} lastResult={answer?.kind === "save" ? answer.result : undefined} />
      </section>
    </>
  );
}
