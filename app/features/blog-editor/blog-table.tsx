import { Link } from "@remix-run/react";
import { formatDate } from "~/features/blog";
import type { AdminBlogRow } from "./blog-list.server";
import { useHydrated } from "~/shared/hooks/use-hydrated";

export type DeleteTarget = { id: string; title: string };

/** The confirm page, whose action the dialog posts to as well. */
export const deleteBlogPath = (id: string) => `/blog-list/delete/${encodeURIComponent(id)}`;

/** docs/requirements.md (Routes). Delete links to a confirm page; with JavaScript it opens the dialog. */
export function BlogTable({
  rows,
  busy,
  searching,
  onDelete,
}: {
  rows: AdminBlogRow[];
  busy: boolean;
  searching: boolean;
  onDelete: (target: DeleteTarget) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div
      className="admin-table-wrap"
      role="region"
      aria-labelledby="blog-table-caption"
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      tabIndex={0}
      data-testid="blog-table"
    >
      {/* Explicit roles keep the table semantics when narrow screens restyle rows as cards. */}
      <table className="admin-table" role="table">
        <caption id="blog-table-caption" className="visually-hidden">
          Blog posts
        </caption>
        <thead>
          <tr role="row">
            <th scope="col" role="columnheader" className="col-number">
              #
            </th>
            <th scope="col" role="columnheader">
              Title
            </th>
            <th scope="col" role="columnheader">
              Created By
            </th>
            <th scope="col" role="columnheader">
              Created At
            </th>
            <th scope="col" role="columnheader" className="col-actions">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr role="row">
              <td colSpan={5} role="cell" className="admin-table-empty">
                {searching ? "No posts match this search." : "No blog posts yet. Create the first one."}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row._id} role="row">
                <td role="cell" className="col-number">
                  {row.number}
                </td>
                <th scope="row" role="rowheader" className="col-title">
                  <span className="admin-title-text" lang={row.language} dir="auto">
                    {row.title}
                  </span>{" "}
                  {row.scheduled ? (
                    <span className="badge badge-scheduled">{row.scheduled}</span>
                  ) : (
                    <span className={`badge badge-${row.status}`}>{row.status === "draft" ? "Draft" : "Published"}</span>
                  )}{" "}
                  <span className={`post-language post-language-${row.language}`}>{row.languageLabel}</span>
                </th>
                <td role="cell" data-label="Created By">
                  {row.author}
                </td>
                <td role="cell" data-label="Created At">
                  <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                </td>
                <td role="cell" className="col-actions">
                  <div className="table-actions">
                    <Link to={`/blog-edit/${encodeURIComponent(row._id)}`} className="table-action">
                      Edit<span className="visually-hidden"> “{row.title}”</span>
                    </Link>
                    <Link
                      to={deleteBlogPath(row._id)}
                      className="table-action table-action-danger"
                      aria-haspopup={hydrated ? "dialog" : undefined}
                      onClick={(event) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                        event.preventDefault();
                        onDelete({ id: row._id, title: row.title });
                      }}
                    >
                      Delete<span className="visually-hidden"> “{row.title}”</span>
                    </Link>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
