import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { BlogTable } from "./blog-table";
import { DeleteBlogDialog, type DeleteTarget } from "./delete-blog-dialog";
import { TitleSearchForm } from "~/features/blog";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { adminMeta } from "~/shared/staff/admin-meta";
import { Pagination } from "~/shared/ui/pagination-nav";
import type { loader } from "./blog-list-route.server";
import { blogEditorStylesheet } from "./stylesheet";
import { AdminLoadError } from "~/shared/staff/admin-load-error";
export { loader, headers } from "./blog-list-route.server";

export const links: LinksFunction = () => [blogEditorStylesheet];

export const meta: MetaFunction = () => adminMeta("Blog posts");

export default function BlogList() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  // Opened on this location only: a delete that worked redirects here, which closes it.
  const [opened, setOpened] = useState<{ target: DeleteTarget; at: string } | null>(null);
  const target = opened?.at === location.key ? opened.target : null;
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
        {list.ok ? (
          <>
            <BlogTable rows={list.rows} busy={refreshing} searching={Boolean(list.title)} onDelete={(chosen) => setOpened({ target: chosen, at: location.key })} />
            <Pagination page={list.page} total={list.total} limit={list.limit} hrefFor={hrefFor} />
          </>
        ) : (
          <AdminLoadError message={list.message} />
        )}
      </section>
      <DeleteBlogDialog target={target} onClose={() => setOpened(null)} />
    </>
  );
}
