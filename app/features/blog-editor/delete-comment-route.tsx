import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { COMMENT_MESSAGES } from "./messages";
import type { loader } from "./delete-comment-route.server";
import { ConfirmDeletePage } from "./confirm-delete-page";
import { blogEditorStylesheet } from "./stylesheet";
export { loader, action, headers } from "./delete-comment-route.server";

export const links: LinksFunction = () => [blogEditorStylesheet];

export const meta: MetaFunction = () => adminMeta(COMMENT_MESSAGES.confirmTitle);

export default function ConfirmDeleteComment() {
  const { back, comment } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      title={COMMENT_MESSAGES.confirmTitle}
      list={{ name: "COMMENTS", path: "/blog-comments" }}
      question={COMMENT_MESSAGES.confirmQuestion}
      cancelTo={back}
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
