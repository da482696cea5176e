import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { LEAD_KINDS, LEAD_STATUSES } from "~contract/leads";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Pagination } from "~/components/blog/pagination";
import { LeadKindBadge, LeadStatusBadge } from "~/components/leads/lead-status-badge";
import { adminMeta } from "~/lib/admin/meta";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, leadListHref } from "~/lib/leads/lead-inbox";
import { loadLeadInbox } from "~/lib/leads/lead-inbox.server";

/** /leads: quote requests and contact messages, newest first, filtered by type and status (issue 7). */
export const loader = loadLeadInbox;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => adminMeta("Leads");

export default function LeadInbox() {
  const inbox = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/leads";
  const { filters } = inbox;
  const filtered = Boolean(filters.type || filters.status);

  return (
    <>
      <AdminPageHeader title="Leads" crumbs={[{ name: "LEADS", path: "/leads" }]} />
      <section className="container admin-section leads-inbox" aria-labelledby="page-title">
        <Form method="get" className="leads-filters" aria-label="Filter leads">
          <div className="field">
            <label htmlFor="leads-type">Type</label>
            <select id="leads-type" name="type" defaultValue={filters.type ?? ""} key={`type-${filters.type ?? ""}`}>
              <option value="">All types</option>
              {LEAD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LEAD_KIND_LABELS[kind]}s
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="leads-status">Status</label>
            <select id="leads-status" name="status" defaultValue={filters.status ?? ""} key={`status-${filters.status ?? ""}`}>
              <option value="">All statuses</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="leads-filter-actions">
            <button type="submit" className="button button-primary">
              Filter
            </button>
            {filtered ? (
              <Link to="/leads" className="button button-outline">
                Show all
              </Link>
            ) : null}
          </div>
        </Form>

        {inbox.ok ? (
          <>
            <p className="admin-count muted" aria-live="polite">
              {inbox.total === 1 ? "1 lead" : `${inbox.total} leads`}
              {filtered ? " matching the filter" : ""}, newest first
            </p>
            {inbox.rows.length === 0 ? (
              <p className="leads-empty">{filtered ? "No leads match this filter." : "No quote requests or messages yet."}</p>
            ) : (
              <div className="leads-table-wrap" aria-busy={busy || undefined} data-busy={busy || undefined}>
                <table className="leads-table" data-testid="leads-table">
                  <caption className="visually-hidden">Leads, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Received</th>
                      <th scope="col">Reference</th>
                      <th scope="col">Type</th>
                      <th scope="col">Name</th>
                      <th scope="col">Request</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {inbox.rows.map((row) => (
                      <tr key={row.id} className={row.status === "new" ? "is-new" : undefined}>
                        <td data-label="Received">
                          <time dateTime={row.receivedAt}>{row.received}</time>
                        </td>
                        <th scope="row" data-label="Reference">
                          <Link to={`/leads/${encodeURIComponent(row.id)}`} className="leads-reference">
                            {row.reference}
                          </Link>
                        </th>
                        <td data-label="Type">
                          <LeadKindBadge kind={row.kind} />
                        </td>
                        <td data-label="Name">
                          <span className="leads-name">{row.name}</span>
                          <span className="leads-contact muted">{row.contact}</span>
                        </td>
                        <td data-label="Request" className="leads-summary">
                          {row.summary}
                        </td>
                        <td data-label="Status">
                          <LeadStatusBadge status={row.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={inbox.page} total={inbox.total} limit={inbox.limit} hrefFor={(page) => leadListHref({ ...filters, page })} />
          </>
        ) : (
          <p className="error-text admin-load-error" role="alert">
            {inbox.message}
          </p>
        )}
      </section>
    </>
  );
}
