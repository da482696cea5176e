import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { COMMENT_MESSAGES } from "./messages";
import type { action, loader } from "./delete-comment-route.server";
import { ConfirmDeletePage } from "./confirm-delete-page";
import { blogEditorStylesheet } from "./stylesheet";
export { loader, action, headers } from "./delete-comment-route.server";

export const links: LinksFunction = () => [blogEditorStylesheet];

export const meta: MetaFunction = () => adminMeta(COMMENT_MESSAGES.confirmTitle);

export default function ConfirmDeleteComment() {
  const { commentId, back, comment } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <ConfirmDeletePage
      title={COMMENT_MESSAGES.confirmTitle}
      list={{ name: "COMMENTS", path: "/blog-comments" }}
      question={COMMENT_MESSAGES.confirmQuestion}
      cancelTo={back}
      formId="delete-comment"
      fields={{ commentId }}
      lastResult={lastResult}
    >
      {comment ? (
        <blockquote className="admin-dialog-subject">
          <strong>
            <bdi>{comment.name}</bdi>
          </strong>
          : <bdi>{comment.text}</bdi>
        </blockquote>
      ) : null}
    </ConfirmDeletePage>
  );
}
