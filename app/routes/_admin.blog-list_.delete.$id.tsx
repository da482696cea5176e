import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { idSchema } from "~contract/common";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ApiError } from "~/lib/api/client.server";
import { fetchBlog } from "~/lib/api/blogs.server";
import { deleteBlogOutcome } from "~/lib/admin/blog-delete.server";
import { DELETE_MESSAGES } from "~/lib/admin/messages";
import { adminMeta } from "~/lib/admin/meta";
import { rethrowUnauthorized, staffToken } from "~/lib/admin/staff.server";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { requireStaff } from "~/lib/session/require-staff.server";
import { redirectWithToast } from "~/lib/session/toast.server";

/**
 * /blog-list/delete/:id — the confirm step of Delete without JavaScript: the
 * dialog's title and question as a page, a POST form and a way back.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await staffToken(request);
  const id = params.id ?? "";
  if (!idSchema.safeParse(id).success) throw new Response("Not Found", { status: 404 });
  try {
    const blog = await fetchBlog(id, token);
    return { id, title: blog.title as string | null };
  } catch (error) {
    await rethrowUnauthorized(request, error);
    if (error instanceof ApiError && error.status === 404) throw new Response("Not Found", { status: 404 });
    // The title is only there to reassure; the delete itself can still be tried.
    return { id, title: null };
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const outcome = await deleteBlogOutcome(params.id ?? "", token);
  // Either way back to the list: after a failure this page may no longer exist (the post is gone).
  return redirectWithToast("/blog-list", { type: outcome.ok ? "success" : "error", message: outcome.message });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta(DELETE_MESSAGES.title);

export default function ConfirmDeleteBlog() {
  const { title } = useLoaderData<typeof loader>();
  const deleting = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageHeader
        title={DELETE_MESSAGES.title}
        crumbs={[
          { name: "BLOG LIST", path: "/blog-list" },
          { name: "DELETE" },
        ]}
      />
      <section className="container admin-section">
        <div className="admin-card admin-confirm">
          <p className="admin-confirm-question">{DELETE_MESSAGES.question}</p>
          {title ? <p className="admin-dialog-subject">“{title}”</p> : null}
          <Form method="post" className="admin-dialog-actions">
            <Link to="/blog-list" className="button button-outline">
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
