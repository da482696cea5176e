import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { estimateWhatsAppMessage, staffWhatsAppGreeting } from "~/features/leads";
import { RequestPriceEstimate } from "~/features/leads";
import { LEAD_KIND_LABELS } from "./lead-inbox";
import { LeadDuplicateForm } from "./lead-duplicate-form";
import { LeadMoveCard, MoveRating, moveStylesheet } from "~/features/move";
import { EstimateForm, WithdrawEstimateForm, WithdrawEstimateProblem } from "./lead-estimate-forms";
import { LeadContactForm, LeadNoteForm } from "./lead-note-form";
import { LeadPipelineForm } from "./lead-pipeline-form";
import { LeadKindBadge, LeadStatusBadge } from "./lead-status-badge";
import { PhoneNumber } from "~/shared/ui/phone-number";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { adminMeta } from "~/shared/staff/admin-meta";
import { telHref, whatsappHref } from "~/shared/site/phone";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { leadsStylesheet } from "~/features/leads";
import { pipelineStylesheet, salesStylesheet } from "./stylesheet";
import { UTM_KEYS } from "~contract/leads";
import type { loader } from "./lead-route.server";
import { AdminLoadFailedPage } from "~/shared/staff/admin-load-error";
import { LeadPayments, paymentsStylesheet } from "~/features/payments";
import { jobsStylesheet, LeadJobs } from "~/features/jobs";
export { loader, action, headers } from "./lead-route.server";

export const links: LinksFunction = () => [leadsStylesheet, salesStylesheet, pipelineStylesheet, paymentsStylesheet, moveStylesheet, jobsStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data?.ok ? `${LEAD_KIND_LABELS[data.lead.kind]} ${data.lead.reference}` : "Lead");

const ESTIMATE_STATE_LABELS = { open: "Open", accepted: "Accepted", withdrawn: "Withdrawn", expired: "Expired" } as const;

export default function LeadPage() {
  const page = useLoaderData<typeof loader>();

  if (!page.ok) {
    return <AdminLoadFailedPage title="Lead" crumbs={[{ name: "LEADS", path: "/leads" }, { name: "LEAD" }]} message={page.message} back={{ to: "/leads", label: "Back to all leads" }} />;
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
          <LeadKindBadge kind={lead.kind} /> <LeadStatusBadge status={lead.status} />{" "}
          <span className="lead-language" data-testid="lead-language" title="The language the lead was sent in: answer in it">
            {lead.language}
          </span>
          {lead.lostReasonLabel ? <span className="lead-badge lead-status-lost">{lead.lostReasonLabel}</span> : null}{" "}
          <span className="muted">
            Received <time dateTime={lead.receivedAt}>{lead.received}</time>
            {lead.notified ? ` · e-mailed to the office ${lead.notified}` : " · not e-mailed yet"}
            {` · owner: ${lead.ownerName ?? "nobody yet"}`}
            {lead.followUp ? ` · follow up ${lead.followUp}` : ""}
          </span>
        </p>
        <p className="lead-first-response" data-testid="lead-first-response">
          {lead.firstResponse
            ? `First response ${lead.firstResponse} after it arrived (office hours).`
            : lead.status === "new"
              ? "Nobody has answered yet: call, write a note or change the status."
              : "No first response recorded."}
        </p>

        {lead.rating ? (
          <p>
            <a href="#move">
              <MoveRating rating={lead.rating} />
            </a>
          </p>
        ) : null}
        {lead.duplicate?.state === "flagged" ? <LeadDuplicateForm duplicate={lead.duplicate} /> : null}
        {duplicates.some((d) => d.state === "flagged") ? (
          <p className="lead-duplicate-note">
            Possible duplicates of this lead:{" "}
            {duplicates
              .filter((d) => d.state === "flagged")
              .map((d, i) => (
                <span key={d._id}>
                  {i > 0 ? ", " : ""}
                  <Link to={`/leads/${encodeURIComponent(d._id)}`}>{d.reference}</Link> (<bdi>{d.name}</bdi>)
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
                <dd>
                  <bdi>{field.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <RequestPriceEstimate range={estimate} />
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
        {page.move ? <LeadMoveCard move={page.move} phone={lead.phone} email={lead.email} /> : null}
        <div className="lead-layout">
          <div className="admin-card lead-card">
            <h2 className="admin-card-title">
              Contact <bdi>{lead.name}</bdi>
            </h2>
            {lead.email ? <p className="lead-contact-email">{lead.email}</p> : null}
            <div className="lead-contact-actions">
              {lead.phone ? (
                <>
                  <a className="button button-primary" href={telHref(lead.phone)}>
                    <PhoneIcon size={18} /> Call <PhoneNumber e164={lead.phone} />
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

          <LeadPipelineForm lead={lead} staff={staff} booking={page.booking} constraint={page.forms.pipeline} />
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
            <LeadNoteForm notes={timeline.length} constraint={page.forms.note} />
            <LeadContactForm notes={timeline.length} constraint={page.forms.logged} />
          </div>

          <div className="admin-card lead-card" id="estimates">
            <h2 className="admin-card-title">Estimates</h2>
            {estimates.length === 0 ? <p className="muted">No estimate yet.</p> : null}
            <ul className="lead-estimates" data-testid="lead-estimates">
              {estimates.map((e) => (
                <li key={e.id} className="lead-estimate">
                  <p>
                    <strong>{e.total}</strong> · <span className={`estimate-state estimate-state-${e.state}`}>{ESTIMATE_STATE_LABELS[e.state]}</span> · valid until {e.validUntil}
                    {e.revised ? ` · version ${e.version}, revised ${e.revised}` : ""}
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
                      <>
                        <Link className="button button-outline" to={`?revise=${encodeURIComponent(e.id)}#estimate`}>
                          Revise
                        </Link>
                        <WithdrawEstimateForm estimateId={e.id} />
                      </>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            <WithdrawEstimateProblem />
            {closed ? null : (
              // A saved estimate remounts the form empty (with JavaScript the page is not reloaded), so its lines do not invite a duplicate; a refused one keeps what was typed.
              <EstimateForm
                today={today}
                maxLines={page.estimateMaxLines}
                prefill={page.estimatePrefill}
                revising={page.revising}
                leadPath={`/leads/${encodeURIComponent(lead.id)}`}
                constraint={page.forms.estimate}
                key={`estimate-form-${estimates.map((e) => e.version).join(".")}-${page.revising?.id ?? (page.estimatePrefill ? "inventory" : "blank")}`}
              />
            )}
          </div>
          <LeadJobs card={page.jobs} />
          <LeadPayments data={page.payments} key={`payments-${page.payments?.payments.length ?? 0}`} />
        </div>

      </section>
    </>
  );
}
