import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUS_OPTIONS, leadExportHref, leadListHref } from "./lead-inbox";
import { LeadKindBadge, LeadStatusBadge } from "./lead-status-badge";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { adminMeta } from "~/shared/staff/admin-meta";
import { PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { Pagination } from "~/shared/ui/pagination-nav";
import { OptionSelect } from "~/shared/forms/option-select";
import { pipelineStylesheet, salesStylesheet } from "./stylesheet";
import { CITIES, LEAD_KINDS, LEAD_STATUSES } from "~contract/leads";
import { WAITING_AFTER_MINUTES } from "~contract/dashboard";
import type { loader } from "./lead-inbox-route.server";
import { AdminLoadError } from "~/shared/staff/admin-load-error";
import { MoveRating } from "~/features/move";
export { loader, headers } from "./lead-inbox-route.server";

export const links: LinksFunction = () => [salesStylesheet, pipelineStylesheet];

export const meta: MetaFunction = () => adminMeta("Leads");

const FILTER_SELECTS = [
  { name: "type", label: "Type", emptyLabel: "All types", options: LEAD_KINDS.map((kind) => ({ id: kind, label: `${LEAD_KIND_LABELS[kind]}s` })) },
  { name: "status", label: "Status", emptyLabel: "All statuses", options: LEAD_STATUS_OPTIONS },
  { name: "city", label: "City", emptyLabel: "All cities", options: CITIES },
] as const;

export default function LeadInbox() {
  const inbox = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/leads";
  const { filters } = inbox;
  const due = filters.view === "due";
  const filtered = Boolean(filters.type || filters.status || filters.city || filters.owner || filters.from || filters.to || filters.q || due);
  const counts = inbox.ok ? inbox.counts : null;

  return (
    <>
      <AdminPageHeader title={due ? "Due today" : "Leads"} crumbs={[{ name: "LEADS", path: "/leads" }, ...(due ? [{ name: "DUE TODAY" }] : [])]} />
      <section className="container admin-section leads-inbox" aria-labelledby="page-title">
        {/* Wide screens: the rail beside the list (pipeline.css); phones: one column, the list last. */}
        <div className="leads-rail">
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

          {inbox.ok && inbox.waiting && inbox.waiting.count > 0 ? (
            <section className="leads-waiting" aria-labelledby="waiting-title" data-testid="leads-waiting">
              <h2 id="waiting-title">Waiting for a first reply</h2>
              <p>
                {inbox.waiting.more ? "At least " : ""}
                {inbox.waiting.count === 1 ? "1 new lead has" : `${inbox.waiting.count} new leads have`} waited longer than {WAITING_AFTER_MINUTES} minutes
                of office hours. Oldest first: answer these now.
              </p>
              <ol>
                {inbox.waiting.leads.map((lead) => (
                  <li key={lead.id}>
                    <Link to={`/leads/${encodeURIComponent(lead.id)}`} className="leads-reference">
                      {lead.reference}
                    </Link>{" "}
                    <bdi>{lead.name}</bdi> · received <time dateTime={lead.receivedAt}>{lead.received}</time> ·{" "}
                    <strong>waiting {lead.waitingFor}</strong>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          <Form method="get" className="leads-filters leads-filters-pipeline" aria-label="Search and filter leads">
            {due ? <input type="hidden" name="view" value="due" /> : null}
            <div className="field leads-search">
              <label htmlFor="leads-q">Search name, phone or reference</label>
              <input id="leads-q" name="q" type="search" defaultValue={filters.q ?? ""} key={`q-${filters.q ?? ""}`} autoComplete="off" />
            </div>
            {FILTER_SELECTS.map(({ name, ...select }) => (
              <OptionSelect key={name} id={`leads-${name}`} name={name} defaultValue={filters[name] ?? ""} remountKey={`${name}-${filters[name] ?? ""}`} {...select} />
            ))}
            <OptionSelect
              id="leads-owner"
              name="owner"
              label="Owner"
              emptyLabel="Anyone"
              options={inbox.ok ? inbox.owners : []}
              defaultValue={filters.owner ?? ""}
              remountKey={`owner-${filters.owner ?? ""}`}
            />
            <div className="field leads-date">
              <label htmlFor="leads-from">Received from</label>
              <input id="leads-from" name="from" type="date" defaultValue={filters.from ?? ""} key={`from-${filters.from ?? ""}`} />
            </div>
            <div className="field leads-date">
              <label htmlFor="leads-to">Received to</label>
              <input id="leads-to" name="to" type="date" defaultValue={filters.to ?? ""} key={`to-${filters.to ?? ""}`} />
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
        </div>

        <div className="leads-main">
          {inbox.ok ? (
            <>
              <div className="leads-list-bar">
                <p className="admin-count muted" aria-live="polite">
                  {inbox.totalCapped ? `More than ${inbox.total.toLocaleString("en")} leads` : inbox.total === 1 ? "1 lead" : `${inbox.total} leads`}
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
                            <LeadKindBadge kind={row.kind} />{" "}
                            <span className="lead-language" data-testid="lead-language">
                              {row.language}
                            </span>
                          </th>
                          <td data-label="Name">
                            <span className="leads-name">
                              <bdi>{row.name}</bdi>
                            </span>
                            <span className="leads-contact muted">
                              <bdi>{row.contact}</bdi>
                              {row.city ? (
                                <>
                                  {" · "}
                                  <bdi>{row.city}</bdi>
                                </>
                              ) : null}
                            </span>
                            {row.duplicateOf ? <span className="lead-flag">Possible duplicate of {row.duplicateOf}</span> : null}
                            {row.rating ? <MoveRating rating={row.rating} /> : null}
                            {row.waitingFor ? (
                              <span className="lead-flag lead-waiting" data-testid="lead-waiting">
                                Waiting {row.waitingFor} for a first reply
                              </span>
                            ) : null}
                          </td>
                          <td data-label="Request" className="leads-summary">
                            <bdi>{row.summary}</bdi>
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
                                <PhoneIcon size={18} /> <span className="leads-tap-label">Call</span>
                              </a>
                            ) : null}
                            {row.whatsappHref ? (
                              <a className="button button-whatsapp leads-tap" href={row.whatsappHref} rel="noopener" aria-label={`WhatsApp ${row.name}`}>
                                <WhatsAppIcon size={18} /> <span className="leads-tap-label">WhatsApp</span>
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
            <AdminLoadError message={inbox.message} />
          )}
        </div>
      </section>
    </>
  );
}
