import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { CITIES, LEAD_KINDS, LEAD_STATUSES } from "~contract/leads";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Pagination } from "~/components/blog/pagination";
import { PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { LeadKindBadge, LeadStatusBadge } from "~/components/leads/lead-status-badge";
import { adminMeta } from "~/lib/admin/meta";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, leadExportHref, leadListHref } from "~/lib/leads/lead-inbox";
import { loadLeadInbox } from "~/lib/leads/lead-inbox.server";
import pipelineStyles from "~/styles/leads-pipeline.css?url";

/**
 * /leads: the sales back office's list (issues 7 and 18). Search by name,
 * phone or reference; filter by type, status and city; the "Due today"
 * view; counts by status; call and WhatsApp from each row; the same view as
 * CSV. New leads nobody owns come first.
 */
export const loader = loadLeadInbox;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pipelineStyles }];

export const meta: MetaFunction = () => adminMeta("Leads");

export default function LeadInbox() {
  const inbox = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/leads";
  const { filters } = inbox;
  const due = filters.view === "due";
  const filtered = Boolean(filters.type || filters.status || filters.city || filters.q || due);
  const counts = inbox.ok ? inbox.counts : null;

  return (
    <>
      <AdminPageHeader title={due ? "Due today" : "Leads"} crumbs={[{ name: "LEADS", path: "/leads" }, ...(due ? [{ name: "DUE TODAY" }] : [])]} />
      <section className="container admin-section leads-inbox" aria-labelledby="page-title">
        <nav className="leads-views" aria-label="Lead views">
          <ul>
            <li>
              <Link to="/leads" aria-current={!filtered ? "page" : undefined}>
                All leads
              </Link>
            </li>
            <li>
              <Link to="/leads?view=due" aria-current={due && !filters.status ? "page" : undefined} data-testid="due-today-link">
                Due today{counts ? ` (${counts.due})` : ""}
              </Link>
            </li>
            {LEAD_STATUSES.map((status) => (
              <li key={status}>
                {/* The link is a flex box, where a plain space before the count collapses ("New3"): the gap and pill
                    part them for eyes, the label ("New, 3") for screen readers. */}
                <Link
                  to={leadListHref({ status, page: 1 })}
                  aria-current={filters.status === status && !due && !filters.q ? "page" : undefined}
                  aria-label={counts ? `${LEAD_STATUS_LABELS[status]}, ${counts.byStatus[status]}` : undefined}
                >
                  {LEAD_STATUS_LABELS[status]}
                  {counts ? <span className="leads-view-count">{counts.byStatus[status]}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <Form method="get" className="leads-filters leads-filters-pipeline" aria-label="Search and filter leads">
          {due ? <input type="hidden" name="view" value="due" /> : null}
          <div className="field leads-search">
            <label htmlFor="leads-q">Search name, phone or reference</label>
            <input id="leads-q" name="q" type="search" defaultValue={filters.q ?? ""} key={`q-${filters.q ?? ""}`} autoComplete="off" />
          </div>
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
          <div className="field">
            <label htmlFor="leads-city">City</label>
            <select id="leads-city" name="city" defaultValue={filters.city ?? ""} key={`city-${filters.city ?? ""}`}>
              <option value="">All cities</option>
              {CITIES.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.label}
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
            <div className="leads-list-bar">
              <p className="admin-count muted" aria-live="polite">
                {inbox.total === 1 ? "1 lead" : `${inbox.total} leads`}
                {filtered ? " matching the filter" : ""}
                {due ? ", overdue and due today, oldest first" : ", new leads nobody owns first"}
              </p>
              <a className="button button-outline leads-export" href={leadExportHref(filters)} download>
                Download CSV
              </a>
            </div>
            {inbox.rows.length === 0 ? (
              <p className="leads-empty">{due ? "No follow-ups are due. Well done." : filtered ? "No leads match this filter." : "No quote requests or messages yet."}</p>
            ) : (
              <div className="leads-table-wrap" aria-busy={busy || undefined} data-busy={busy || undefined}>
                <table className="leads-table leads-table-pipeline" data-testid="leads-table">
                  <caption className="visually-hidden">{due ? "Follow-ups due, oldest first" : "Leads, new leads nobody owns first, then newest first"}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Received</th>
                      <th scope="col">Reference</th>
                      <th scope="col">Name</th>
                      <th scope="col">Request</th>
                      <th scope="col">Status</th>
                      <th scope="col">Owner and follow-up</th>
                      <th scope="col">Contact</th>
                    </tr>
                  </thead>
                  <tbody>
                    {inbox.rows.map((row) => (
                      <tr key={row.id} className={row.status === "new" && !row.owner ? "is-new" : undefined}>
                        <td data-label="Received">
                          <time dateTime={row.receivedAt}>{row.received}</time>
                        </td>
                        <th scope="row" data-label="Reference">
                          <Link to={`/leads/${encodeURIComponent(row.id)}`} className="leads-reference">
                            {row.reference}
                          </Link>{" "}
                          <LeadKindBadge kind={row.kind} />
                        </th>
                        <td data-label="Name">
                          <span className="leads-name">{row.name}</span>
                          <span className="leads-contact muted">
                            {row.contact}
                            {row.city ? ` · ${row.city}` : ""}
                          </span>
                          {row.duplicateOf ? <span className="lead-flag">Possible duplicate of {row.duplicateOf}</span> : null}
                        </td>
                        <td data-label="Request" className="leads-summary">
                          {row.summary}
                        </td>
                        <td data-label="Status">
                          <LeadStatusBadge status={row.status} />
                        </td>
                        <td data-label="Owner and follow-up" className="leads-owner">
                          <span>{row.owner ?? "Nobody yet"}</span>
                          {row.followUp ? (
                            <span className={row.overdue ? "leads-follow-up is-overdue" : "leads-follow-up"}>
                              {row.overdue ? "Overdue: " : "Follow up "}
                              <time dateTime={row.followUpAt ?? undefined}>{row.followUp}</time>
                            </span>
                          ) : null}
                        </td>
                        <td data-label="Contact" className="leads-row-actions">
                          {row.callHref ? (
                            <a className="button button-outline leads-tap" href={row.callHref} aria-label={`Call ${row.name}`}>
                              <PhoneIcon size={18} /> Call
                            </a>
                          ) : null}
                          {row.whatsappHref ? (
                            <a className="button button-whatsapp leads-tap" href={row.whatsappHref} rel="noopener" aria-label={`WhatsApp ${row.name}`}>
                              <WhatsAppIcon size={18} /> WhatsApp
                            </a>
                          ) : null}
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
