import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LEAD_STATUSES } from "~contract/leads";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { PriceEstimateText } from "~/components/leads/price-estimate";
import { LeadKindBadge, LeadStatusBadge } from "~/components/leads/lead-status-badge";
import { adminMeta } from "~/lib/admin/meta";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "~/lib/leads/lead-inbox";
import { changeLeadStatus, loadLead } from "~/lib/leads/lead-inbox.server";
import { staffWhatsAppGreeting } from "~/lib/leads/lead-messages";
import { formatPakistaniPhone, telHref, whatsappHref } from "~/lib/phone";

/**
 * /leads/:id: everything a visitor sent, the status (new, contacted,
 * closed) and one-tap call, WhatsApp and e-mail (issue 7). The file name's
 * "leads_" keeps it out of the list page's layout: it is a page of its own.
 */
export const loader = loadLead;
export const action = changeLeadStatus;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data?.ok ? `${LEAD_KIND_LABELS[data.lead.kind]} ${data.lead.reference}` : "Lead");

export default function LeadPage() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

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

  const { lead, fields, estimate } = page;
  const greeting = staffWhatsAppGreeting(lead);
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
          <span className="muted">
            Received <time dateTime={lead.receivedAt}>{lead.received}</time>
            {lead.notified ? ` · e-mailed to the office ${lead.notified}` : " · not e-mailed yet"}
          </span>
        </p>

        <div className="lead-layout">
          <div className="admin-card lead-card">
            <h2 className="admin-card-title">Contact {lead.name}</h2>
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
                  <MailIcon size={18} /> E-mail {lead.email}
                </a>
              ) : null}
            </div>
          </div>

          <Form method="post" className="admin-card lead-card lead-status-form">
            <fieldset>
              <legend className="admin-card-title">Status</legend>
              <div className="lead-status-options">
                {LEAD_STATUSES.map((status) => (
                  <div className="check" key={status}>
                    <input type="radio" id={`lead-status-${status}`} name="status" value={status} defaultChecked={lead.status === status} key={`${status}-${lead.status}`} />
                    <label htmlFor={`lead-status-${status}`}>{LEAD_STATUS_LABELS[status]}</label>
                  </div>
                ))}
              </div>
            </fieldset>
            {failed ? (
              <p className="form-status form-status-error" role="alert">
                {failed.message}
              </p>
            ) : null}
            <button type="submit" className="button button-accent" aria-disabled={saving || undefined}>
              {saving ? "Saving…" : "Save status"}
            </button>
          </Form>
        </div>

        <div className="admin-card lead-card">
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
        </div>
      </section>
    </>
  );
}
