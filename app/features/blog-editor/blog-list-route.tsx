import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { BlogTable } from "./blog-table";
import { DeleteBlogDialog, type DeleteTarget } from "./delete-blog-dialog";
import { TitleSearchForm } from "~/features/blog";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { adminMeta } from "~/shared/staff/admin-meta";
import { Pagination } from "~/shared/ui/pagination-nav";
import type { action, loader } from "./blog-list-route.server";
import { blogEditorStylesheet } from "./stylesheet";
import { AdminLoadError } from "~/shared/staff/admin-load-error";
export { loader, action, headers } from "./blog-list-route.server";

export const links: LinksFunction = () => [blogEditorStylesheet];

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
          <AdminLoadError message={list.message} />
        )}
      </section>
      <DeleteBlogDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
