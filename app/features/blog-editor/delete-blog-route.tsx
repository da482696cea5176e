import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { DELETE_MESSAGES } from "./messages";
import type { action, loader } from "./delete-blog-route.server";
import { ConfirmDeletePage } from "./confirm-delete-page";
import { blogEditorStylesheet } from "./stylesheet";
export { loader, action, headers } from "./delete-blog-route.server";

export const links: LinksFunction = () => [blogEditorStylesheet];

export const meta: MetaFunction = () => adminMeta(DELETE_MESSAGES.title);

export default function ConfirmDeleteBlog() {
  const { id, title } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <ConfirmDeletePage
      title={DELETE_MESSAGES.title}
      list={{ name: "BLOG LIST", path: "/blog-list" }}
      question={DELETE_MESSAGES.question}
      cancelTo="/blog-list"
      formId="delete-blog"
      fields={{ id }}
      lastResult={lastResult}
    >
      {title ? <p className="admin-dialog-subject">“{title}”</p> : null}
    </ConfirmDeletePage>
  );
}
