import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { DiffView } from "~/components/admin/revision-diff-view";
import { adminMeta } from "~/lib/admin/meta";
import { CURRENT } from "~/lib/admin/revision-diff";
import { loadRevisionsPage } from "~/lib/admin/revisions-page.server";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";

/** /blog-edit/:id/revisions (issue 17): list, compare, restore. */
export const loader = loadRevisionsPage;
export { restoreRevisionAction as action } from "~/lib/admin/revisions-page.server";

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta("Post revisions");

export default function BlogRevisions() {
  const loaded = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const crumbs = [{ name: "BLOG LIST", path: "/blog-list" }, { name: "EDIT", path: `/blog-edit/${loaded.id}` }, { name: "REVISIONS" }];
  if (!loaded.ok) {
    return (
      <>
        <AdminPageHeader title="Revisions" crumbs={crumbs} />
        <section className="container admin-section">
          <p className="error-text admin-load-error" role="alert">
            {loaded.message}
          </p>
        </section>
      </>
    );
  }
  const { rows, comparison } = loaded;
  const restoring = navigation.state !== "idle" && navigation.formMethod === "POST";
  const choices = [{ value: CURRENT, label: "The post as it is now" }, ...rows.map((row) => ({ value: row._id, label: `${row.when} – ${row.kind === "autosave" ? "autosave" : "save"} by ${row.who}` }))];
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
                        <td data-label="By">{row.who}</td>
                        <td data-label="Kind">{row.kind === "autosave" ? "Autosave" : "Save"}</td>
                        <td data-label="Status">
                          <span className={`badge badge-${row.status}`}>{row.status === "draft" ? "Draft" : "Published"}</span>
                          {row.published ? <span className="badge badge-live"> Published version</span> : null}
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
                <VersionSelect name="from" label="From (older)" choices={choices} chosen={comparison?.from} />
                <VersionSelect name="to" label="To (newer)" choices={choices} chosen={comparison?.to} />
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

/** One end of the comparison: every revision and the post as it is now. */
function VersionSelect({ name, label, choices, chosen }: { name: "from" | "to"; label: string; choices: { value: string; label: string }[]; chosen?: string }) {
  return (
    <div className="field">
      <label htmlFor={`compare-${name}`}>{label}</label>
      <select id={`compare-${name}`} name={name} defaultValue={chosen ?? CURRENT} key={`${name}-${chosen}`}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
