import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { TitleSearchForm } from "~/components/blog/title-search-form";
import { BlogTable } from "~/components/admin/blog-table";
import { DeleteBlogDialog, type DeleteTarget } from "~/components/admin/delete-blog-dialog";
import { Pagination } from "~/components/blog/pagination";
import { deleteBlogOutcome } from "~/lib/admin/blog-delete.server";
import { loadAdminBlogList } from "~/lib/admin/blog-list.server";
import { adminMeta } from "~/lib/admin/meta";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { requireStaff } from "~/lib/session/require-staff.server";

/** /blog-list: the staff table of posts (spec §2 "Admin blog list"). */
export const loader = loadAdminBlogList;

/** intent=delete (the confirm dialog's fetcher): answers with the outcome; the list then revalidates. */
export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete") return data({ id, ok: false, message: "Unknown action." }, { status: 400 });
  const outcome = await deleteBlogOutcome(id, token);
  return data(outcome, { status: outcome.ok ? 200 : 502 });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta("Blog posts");

export default function BlogList() {
  const list = useLoaderData<typeof loader>();
  const deleted = useActionData<typeof action>();
  const navigation = useNavigation();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const refreshing = navigation.state === "loading" && navigation.location.pathname === "/blog-list";

  const hrefFor = (page: number) => {
    const query = new URLSearchParams();
    if (list.title) query.set("title", list.title);
    if (page > 1) query.set("page", String(page));
    return query.size ? `/blog-list?${query}` : "/blog-list";
  };

  return (
    <>
      <AdminPageHeader
        title="Blog posts"
        crumbs={[{ name: "BLOG LIST", path: "/blog-list" }]}
        actions={
          <Link to="/blog-create" className="button button-accent">
            CREATE
          </Link>
        }
      />
      <section className="container admin-section">
        <div className="admin-toolbar">
          <TitleSearchForm
            action="/blog-list"
            title={list.title}
            inputId="blog-search"
            placeholder="Search by title"
            label="Search posts"
            className="admin-search"
            buttonClassName="admin-search-button"
          />
          {list.ok ? (
            <p className="admin-count muted" aria-live="polite">
              {list.total === 1 ? "1 post" : `${list.total} posts`}
              {list.title ? ` matching “${list.title}”` : ""}
            </p>
          ) : null}
        </div>
        {deleted ? (
          <p className={`form-status ${deleted.ok ? "form-status-success" : "form-status-error"}`} role="status">
            {deleted.message}
          </p>
        ) : null}
        {list.ok ? (
          <>
            <BlogTable rows={list.rows} busy={refreshing} searching={Boolean(list.title)} onDelete={setTarget} />
            <Pagination page={list.page} total={list.total} limit={list.limit} hrefFor={hrefFor} />
          </>
        ) : (
          <p className="error-text admin-load-error" role="alert">
            {list.message}
          </p>
        )}
      </section>
      <DeleteBlogDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
