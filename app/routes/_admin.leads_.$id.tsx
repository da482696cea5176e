import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LEAD_STATUSES, LOST_REASON_LABELS, LOST_REASONS, UTM_KEYS } from "~contract/leads";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { PriceEstimateText } from "~/components/leads/price-estimate";
import { LeadKindBadge, LeadStatusBadge } from "~/components/leads/lead-status-badge";
import { adminMeta } from "~/lib/admin/meta";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "~/lib/leads/lead-inbox";
import { leadAction, loadLead, type LeadActionIntent } from "~/lib/leads/lead-inbox.server";
import { estimateWhatsAppMessage, staffWhatsAppGreeting } from "~/lib/leads/lead-messages";
import { ESTIMATE_FORM_LINES } from "~/lib/leads/pipeline-forms";
import { formatPakistaniPhone, telHref, whatsappHref } from "~/lib/phone";
import pipelineStyles from "~/styles/leads-pipeline.css?url";

/**
 * /leads/:id: one lead in the sales pipeline (issues 7 and 18): contact in
 * one tap, status with a lost reason, owner and follow-up, notes, the
 * timeline of everything that happened, duplicates, estimates with the
 * customer's link (and WhatsApp to send it). What the customer asked for
 * comes first, so a clerk on a phone reads the request before working it. Every form is a plain post. The file name's "leads_"
 * keeps it out of the list page's layout.
 */
export const loader = loadLead;
export const action = leadAction;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pipelineStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data?.ok ? `${LEAD_KIND_LABELS[data.lead.kind]} ${data.lead.reference}` : "Lead");

const ESTIMATE_STATE_LABELS = { open: "Open", accepted: "Accepted", withdrawn: "Withdrawn", expired: "Expired" } as const;

export default function LeadPage() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = (intent: LeadActionIntent) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const problem = (intent: LeadActionIntent) =>
    failed && failed.intent === intent ? (
      <p className="form-status form-status-error" role="alert" data-testid={`${intent}-error`}>
        {failed.message}
      </p>
    ) : null;
  const typed = (intent: LeadActionIntent, name: string, fallback = "") => (failed?.intent === intent ? (failed.values?.[name] ?? fallback) : fallback);

  if (!page.ok) {
    return (
      <>
        <AdminPageHeader title="Lead" crumbs={[{ name: "LEADS", path: "/leads" }, { name: "LEAD" }]} />
        <section className="container admin-section">
          <p className="error-text admin-load-error" role="alert">
            {page.message}
          </p>
          <p>
            <Link to="/leads">Back to all leads</Link>
          </p>
        </section>
      </>
    );
  }

  const { lead, fields, estimate, staff, timeline, estimates, duplicates, today } = page;
  const greeting = staffWhatsAppGreeting(lead);
  const utm = UTM_KEYS.filter((key) => lead.source.utm[key]).map((key) => `${key}: ${lead.source.utm[key]}`);
  const closed = lead.status === "lost" || lead.status === "moved";
  return (
    <>
      <AdminPageHeader
        title={lead.reference}
        crumbs={[{ name: "LEADS", path: "/leads" }, { name: lead.reference }]}
        actions={
          <Link to="/leads" className="button button-outline">
            All leads
          </Link>
        }
      />
      <section className="container admin-section lead-page" aria-labelledby="page-title">
        <p className="lead-meta">
          <LeadKindBadge kind={lead.kind} /> <LeadStatusBadge status={lead.status} />
          {lead.lostReasonLabel ? <span className="lead-badge lead-status-lost">{lead.lostReasonLabel}</span> : null}{" "}
          <span className="muted">
            Received <time dateTime={lead.receivedAt}>{lead.received}</time>
            {lead.notified ? ` · e-mailed to the office ${lead.notified}` : " · not e-mailed yet"}
            {` · owner: ${lead.ownerName ?? "nobody yet"}`}
            {lead.followUp ? ` · follow up ${lead.followUp}` : ""}
          </span>
        </p>

        {lead.duplicate?.state === "flagged" ? (
          <div className="admin-card lead-card lead-duplicate" role="note" data-testid="duplicate-flag">
            <p>
              <strong>Possible duplicate</strong> of <Link to={`/leads/${encodeURIComponent(lead.duplicate._id)}`}>{lead.duplicate.reference}</Link>, an open
              lead with the same phone number or e-mail from the last 30 days.
            </p>
            <div className="lead-inline-actions">
              <Form method="post">
                <input type="hidden" name="intent" value="duplicate" />
                <button type="submit" name="action" value="merge" className="button button-accent">
                  Merge into {lead.duplicate.reference}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="duplicate" />
                <button type="submit" name="action" value="dismiss" className="button button-outline">
                  Not a duplicate
                </button>
              </Form>
            </div>
            {problem("duplicate")}
          </div>
        ) : null}
        {duplicates.some((d) => d.state === "flagged") ? (
          <p className="lead-duplicate-note">
            Possible duplicates of this lead:{" "}
            {duplicates
              .filter((d) => d.state === "flagged")
              .map((d, i) => (
                <span key={d._id}>
                  {i > 0 ? ", " : ""}
                  <Link to={`/leads/${encodeURIComponent(d._id)}`}>{d.reference}</Link> ({d.name})
                </span>
              ))}
          </p>
        ) : null}

        <div className="admin-card lead-card lead-request" data-testid="lead-request">
          <h2 className="admin-card-title">{lead.kind === "quote" ? "The request" : "The message"}</h2>
          <dl className="lead-fields" data-testid="lead-fields">
            {fields.map((field) => (
              <div key={field.key} className={field.key === "message" || field.key === "notes" ? "lead-field lead-field-wide" : "lead-field"}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
          {estimate ? (
            <div className="price-estimate">
              <PriceEstimateText range={estimate} />
            </div>
          ) : null}
          <h3 className="lead-subtitle">Source</h3>
          <dl className="lead-fields" data-testid="lead-source">
            <div className="lead-field">
              <dt>First page of the visit</dt>
              <dd>{lead.source.page || "Not recorded"}</dd>
            </div>
            <div className="lead-field">
              <dt>Came from</dt>
              <dd>{lead.source.referrer || "Direct or not recorded"}</dd>
            </div>
            <div className="lead-field">
              <dt>UTM</dt>
              <dd>{utm.length ? utm.join(", ") : "None"}</dd>
            </div>
          </dl>
        </div>
        <div className="lead-layout">
          <div className="admin-card lead-card">
            <h2 className="admin-card-title">Contact {lead.name}</h2>
            {lead.email ? <p className="lead-contact-email">{lead.email}</p> : null}
            <div className="lead-contact-actions">
              {lead.phone ? (
                <>
                  <a className="button button-primary" href={telHref(lead.phone)}>
                    <PhoneIcon size={18} /> Call {formatPakistaniPhone(lead.phone)}
                  </a>
                  <a className="button button-whatsapp" href={whatsappHref(lead.phone, greeting)} rel="noopener" data-testid="lead-whatsapp">
                    <WhatsAppIcon size={18} /> WhatsApp
                  </a>
                </>
              ) : null}
              {lead.email ? (
                <a
                  className="button button-outline"
                  href={`mailto:${lead.email}?${new URLSearchParams({ subject: `Your request ${lead.reference}` }).toString().replace(/\+/g, "%20")}`}
                >
                  <MailIcon size={18} /> E-mail
                </a>
              ) : null}
            </div>
          </div>

          <Form method="post" className="admin-card lead-card lead-status-form lead-pipeline-form" aria-labelledby="pipeline-title">
            <h2 className="admin-card-title" id="pipeline-title">
              Pipeline
            </h2>
            <input type="hidden" name="intent" value="pipeline" />
            <div className="field">
              <label htmlFor="lead-status">Status</label>
              <select id="lead-status" name="status" defaultValue={typed("pipeline", "status", lead.status)} key={`status-${lead.status}`}>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="lead-lost-reason">Lost reason (only when lost)</label>
              <select id="lead-lost-reason" name="lostReason" defaultValue={typed("pipeline", "lostReason", lead.lostReason ?? "")} key={`reason-${lead.lostReason ?? ""}`}>
                <option value="">—</option>
                {LOST_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {LOST_REASON_LABELS[reason]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="lead-owner">Owner</label>
              <select id="lead-owner" name="ownerId" defaultValue={typed("pipeline", "ownerId", lead.ownerId)} key={`owner-${lead.ownerId}`}>
                <option value="">Nobody yet</option>
                {staff.map((member) => (
                  <option key={member._id} value={member._id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="lead-follow-up">Follow-up (Pakistan time)</label>
              <input
                id="lead-follow-up"
                name="followUpAt"
                type="datetime-local"
                defaultValue={typed("pipeline", "followUpAt", lead.followUpValue)}
                key={`follow-${lead.followUpValue}`}
                aria-describedby="lead-follow-up-hint"
              />
              <p className="field-hint muted" id="lead-follow-up-hint">
                Leave empty for no follow-up.
              </p>
            </div>
            {problem("pipeline")}
            <button type="submit" className="button button-accent" aria-disabled={submitting("pipeline") || undefined}>
              {submitting("pipeline") ? "Saving…" : "Save"}
            </button>
          </Form>
        </div>

        <div className="lead-layout">
          <div className="admin-card lead-card" id="timeline">
            <h2 className="admin-card-title">Timeline</h2>
            <ol className="lead-timeline" data-testid="lead-timeline">
              {timeline.map((entry) => (
                <li key={entry._id} className={`lead-timeline-${entry.kind}`}>
                  <span className="lead-timeline-text">{entry.text}</span>
                  <span className="lead-timeline-meta muted">
                    <time dateTime={entry.at}>{entry.when}</time> · {entry.by}
                  </span>
                </li>
              ))}
            </ol>
            <Form method="post" className="lead-note-form">
              <input type="hidden" name="intent" value="note" />
              <div className="field">
                <label htmlFor="lead-note">Add a note</label>
                <textarea id="lead-note" name="text" rows={3} maxLength={2000} required defaultValue={typed("note", "text")} key={failed?.intent === "note" ? "note-failed" : `note-${timeline.length}`} />
              </div>
              {problem("note")}
              <button type="submit" className="button button-primary" aria-disabled={submitting("note") || undefined}>
                {submitting("note") ? "Adding…" : "Add note"}
              </button>
            </Form>
          </div>

          <div className="admin-card lead-card" id="estimates">
            <h2 className="admin-card-title">Estimates</h2>
            {estimates.length === 0 ? <p className="muted">No estimate yet.</p> : null}
            <ul className="lead-estimates" data-testid="lead-estimates">
              {estimates.map((e) => (
                <li key={e.id} className="lead-estimate">
                  <p>
                    <strong>{e.total}</strong> · <span className={`estimate-state estimate-state-${e.state}`}>{ESTIMATE_STATE_LABELS[e.state]}</span> · valid until {e.validUntil}
                  </p>
                  <div className="field">
                    <label htmlFor={`estimate-link-${e.id}`}>Customer link</label>
                    <input id={`estimate-link-${e.id}`} type="url" readOnly value={e.url} className="estimate-link" data-testid="estimate-link" />
                  </div>
                  <div className="lead-inline-actions">
                    <a className="button button-outline" href={e.url} target="_blank" rel="noopener">
                      Open
                    </a>
                    {lead.phone && e.state === "open" ? (
                      <a
                        className="button button-whatsapp"
                        href={whatsappHref(lead.phone, estimateWhatsAppMessage({ name: lead.name, reference: lead.reference, total: e.total, url: e.url }))}
                        rel="noopener"
                        data-testid="estimate-whatsapp"
                      >
                        <WhatsAppIcon size={18} /> Send on WhatsApp
                      </a>
                    ) : null}
                    {e.state === "open" ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="withdraw" />
                        <input type="hidden" name="estimateId" value={e.id} />
                        <button type="submit" className="button button-outline">
                          Withdraw
                        </button>
                      </Form>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {problem("withdraw")}
            {closed ? null : (
              <Form method="post" className="lead-estimate-form" aria-labelledby="new-estimate-title">
                <h3 id="new-estimate-title" className="lead-subtitle">
                  New estimate
                </h3>
                <input type="hidden" name="intent" value="estimate" />
                <fieldset className="estimate-lines">
                  <legend>Line items (PKR)</legend>
                  {Array.from({ length: ESTIMATE_FORM_LINES }, (_, i) => (
                    <div className="estimate-line" key={i}>
                      <div className="field">
                        <label htmlFor={`line${i}-description`}>Item {i + 1}</label>
                        <input id={`line${i}-description`} name={`line${i}Description`} maxLength={200} defaultValue={typed("estimate", `line${i}Description`)} />
                      </div>
                      <div className="field">
                        <label htmlFor={`line${i}-amount`}>Amount {i + 1} (Rs.)</label>
                        <input id={`line${i}-amount`} name={`line${i}Amount`} inputMode="numeric" defaultValue={typed("estimate", `line${i}Amount`)} />
                      </div>
                    </div>
                  ))}
                </fieldset>
                <div className="field">
                  <label htmlFor="estimate-included">What is included</label>
                  <textarea id="estimate-included" name="included" rows={2} maxLength={2000} defaultValue={typed("estimate", "included", "Crew, loading and unloading, packing materials")} />
                </div>
                <div className="field">
                  <label htmlFor="estimate-advance">Advance on booking (Rs.)</label>
                  <input id="estimate-advance" name="advance" inputMode="numeric" defaultValue={typed("estimate", "advance")} />
                </div>
                <div className="field">
                  <label htmlFor="estimate-terms">Terms</label>
                  <textarea id="estimate-terms" name="terms" rows={2} maxLength={2000} defaultValue={typed("estimate", "terms", "Advance on booking; the rest in cash on the day of the move.")} />
                </div>
                <div className="field">
                  <label htmlFor="estimate-valid-until">Valid until</label>
                  <input id="estimate-valid-until" name="validUntil" type="date" min={today} required defaultValue={typed("estimate", "validUntil")} />
                </div>
                {problem("estimate")}
                <button type="submit" className="button button-accent" aria-disabled={submitting("estimate") || undefined}>
                  {submitting("estimate") ? "Saving…" : "Create estimate"}
                </button>
              </Form>
            )}
          </div>
        </div>

      </section>
    </>
  );
}
