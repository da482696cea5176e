import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CURRENT } from "./revision-diff";
import { DiffView } from "./revision-diff-view";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { adminMeta } from "~/shared/staff/admin-meta";
import type { action, loader } from "./blog-revisions-route.server";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { OptionSelect } from "~/shared/forms/option-select";
import { FormError } from "~/shared/forms/form-messages";
import { blogEditorStylesheet } from "./stylesheet";
import { AdminLoadFailedPage } from "~/shared/staff/admin-load-error";
export { loader, action, headers } from "./blog-revisions-route.server";

export const links: LinksFunction = () => [blogEditorStylesheet];

export const meta: MetaFunction = () => adminMeta("Post revisions");

export default function BlogRevisions() {
  const loaded = useLoaderData<typeof loader>();
  const restoring = useIsPending({ state: "non-idle" });
  const restoreResult = useActionData<typeof action>();
  const crumbs = [{ name: "BLOG LIST", path: "/blog-list" }, { name: "EDIT", path: `/blog-edit/${loaded.id}` }, { name: "REVISIONS" }];
  if (!loaded.ok) {
    return <AdminLoadFailedPage title="Revisions" crumbs={crumbs} message={loaded.message} />;
  }
  const { rows, comparison } = loaded;
  const choices = [{ id: CURRENT, label: "The post as it is now" }, ...rows.map((row) => ({ id: row._id, label: `${row.when} – ${row.kind === "autosave" ? "autosave" : "save"} by ${row.who}` }))];
  return (
    <>
      <AdminPageHeader
        title="Revisions"
        crumbs={crumbs}
        actions={
          <Link to={`/blog-edit/${loaded.id}`} className="button button-outline">
            Back to the editor
          </Link>
        }
      />
      <section className="container admin-section revisions-page">
        <p className="revisions-post-title">
          Post: <strong>{loaded.title}</strong>
        </p>
        <p className="muted">
          Every save keeps a revision. The 50 most recent of the last 90 days are kept, and every version that was published. Restoring one
          opens it in the editor as your draft; the post changes only when you save it there.
        </p>
        <FormError id="restore-form-error" errors={restoreResult?.error?.[""]} />
        {rows.length === 0 ? (
          <p>No revisions yet. They are kept from the next save on.</p>
        ) : (
          <>
            <div className="admin-table-wrap" role="region" aria-labelledby="revisions-caption" tabIndex={0}>
              <table className="admin-table revisions-table">
                <caption id="revisions-caption" className="visually-hidden">
                  Revisions, newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When (Pakistan time)</th>
                    <th scope="col">By</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => {
                    const older = rows[index + 1]?._id ?? CURRENT;
                    return (
                      <tr key={row._id} data-testid="revision-row">
                        <th scope="row">
                          <time dateTime={row.createdAt}>{row.when}</time>
                          <span className="revision-title muted"> “{row.title}”</span>
                        </th>
                        <td data-label="By" className="revision-by">
                          {row.who}
                        </td>
                        <td data-label="Kind">{row.kind === "autosave" ? "Autosave" : "Save"}</td>
                        <td data-label="Status">
                          {/* One badge: a revision saved while the post was published is that published version. */}
                          {row.status === "published" || row.published ? <span className="badge badge-published">Published</span> : <span className="badge badge-draft">Draft</span>}
                        </td>
                        <td data-label="Actions" className="revision-actions">
                          <Link to={`?${new URLSearchParams({ from: older, to: row._id })}`} preventScrollReset>
                            Changes<span className="visually-hidden"> in the revision of {row.when}</span>
                          </Link>
                          <Form method="post">
                            <input type="hidden" name="revisionId" value={row._id} />
                            <button type="submit" className="button button-outline button-small" disabled={restoring}>
                              Restore<span className="visually-hidden"> the revision of {row.when}</span>
                            </button>
                          </Form>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>

            <Form method="get" className="admin-card revisions-compare">
              <fieldset>
                <legend>Compare two versions</legend>
                {/* One select for each end of the comparison: every revision and the post as it is now. */}
                <OptionSelect id="compare-from" name="from" label="From (older)" options={choices} defaultValue={comparison?.from ?? CURRENT} remountKey={`from-${comparison?.from}`} />
                <OptionSelect id="compare-to" name="to" label="To (newer)" options={choices} defaultValue={comparison?.to ?? CURRENT} remountKey={`to-${comparison?.to}`} />
                <button type="submit" className="button button-accent">
                  Compare
                </button>
              </fieldset>
            </Form>
          </>
        )}
        {comparison ? <DiffView fromLabel={comparison.fromLabel} toLabel={comparison.toLabel} fields={comparison.fields} /> : null}
      </section>
    </>
  );
}
