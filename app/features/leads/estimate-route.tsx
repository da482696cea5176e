import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/features/site-shell/page-banner";
import { PhoneNumber } from "~/features/site-shell/phone-number";
import { telHref, whatsappHref } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { CheckIcon, PhoneIcon, WhatsAppIcon } from "~/shared/ui/icons";
import { leadsStylesheet } from "./stylesheet";
import { pipelineStylesheet } from "~/features/sales/stylesheet";
import type { action, loader } from "./estimate-route.server";
import { useIsPending } from "~/shared/hooks/use-is-pending";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import type { FieldConstraints } from "~/shared/forms/fields";
import { plainControls } from "~/shared/forms/form-controls";
import { TextField } from "~/shared/forms/form-fields";
import { FormError } from "~/shared/forms/form-messages";

export const links: LinksFunction = () => [leadsStylesheet, pipelineStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.ok ? `Estimate ${data.estimate.reference}` : "Your estimate"} | ${site.companyName}` },
  { name: "robots", content: "noindex, nofollow" },
];

const ACCEPT_FORM_ID = "estimate-accept";
/** The accept form's rules for the browser (the action's schema is on the server: no zod on this public page). */
const ACCEPT_CONSTRAINT: FieldConstraints = { acceptName: { required: true, minLength: 2, maxLength: 100 } };

export const EXPIRED_MESSAGE = "This estimate has expired.";
export const WITHDRAWN_MESSAGE = "This estimate has been withdrawn.";

function PrintButton() {
  const enhanced = useHydrated();
  if (!enhanced) return <p className="muted estimate-print-hint">To keep a copy, print this page from your browser's menu.</p>;
  return (
    <button type="button" className="button button-outline" onClick={() => window.print()}>
      Print or save as PDF
    </button>
  );
}

export default function EstimatePage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const accepting = useIsPending();

  if (!page.ok) {
    return (
      <>
        <PageBanner title="Your estimate" crumbs={[{ name: "ESTIMATE" }]} />
        <section className="section">
          <div className="container narrow">
            <p className="error-text" role="alert">
              {page.message}
            </p>
          </div>
        </section>
      </>
    );
  }

  const { estimate } = page;
  const office = estimate.letterhead;
  const closedMessage = estimate.state === "expired" ? EXPIRED_MESSAGE : estimate.state === "withdrawn" ? WITHDRAWN_MESSAGE : null;
  const whatsappText = `Assalam-o-Alaikum! About my estimate ${estimate.reference}.`;
  const acceptControls = plainControls(ACCEPT_FORM_ID, ACCEPT_CONSTRAINT, refused);
  const refusal = refused?.error?.[""] ?? undefined;
  return (
    <section className="section estimate-section">
      <div className="container narrow estimate-page">
        <article className="estimate-document" aria-labelledby="estimate-title">
          <header className="estimate-letterhead">
            <div className="estimate-from">
              <p className="estimate-company">{office.companyName}</p>
              <p>
                {office.officeName}, {office.address}
              </p>
              <p>
                <PhoneNumber e164={office.phone} /> · {office.email} · {office.hours}
              </p>
            </div>
            <div className="estimate-heading">
              <h1 id="estimate-title">
                Estimate <span className="estimate-reference">{estimate.reference}</span>
              </h1>
              <dl className="estimate-dates">
                <div>
                  <dt>Issued</dt>
                  <dd>{estimate.issued}</dd>
                </div>
                <div>
                  <dt>Valid until</dt>
                  <dd>{estimate.validUntil}</dd>
                </div>
              </dl>
            </div>
          </header>

          {closedMessage ? (
            <div className="estimate-closed" role="alert" data-testid="estimate-closed">
              <h2>{closedMessage}</h2>
              <p>
                {estimate.state === "expired" ? `It was valid until ${estimate.validUntil}. ` : ""}
                Please call or WhatsApp us for a new one, quoting {estimate.reference}.
              </p>
            </div>
          ) : null}
          {estimate.state === "accepted" ? (
            <div className="thanks-card" role="status" data-testid="estimate-accepted">
              <span className="thanks-icon" aria-hidden="true">
                <CheckIcon size={28} />
              </span>
              <div>
                <h2 className="thanks-title">Thank you, your move is booked</h2>
                <p>You accepted this estimate on {estimate.acceptedAt}. We will call you to confirm the date and the advance.</p>
              </div>
            </div>
          ) : null}

          <p className="estimate-greeting">
            Dear {estimate.customerName}, thank you for asking {office.companyName}. Here is our estimate for your move.
          </p>

          {estimate.move.length ? (
            <section aria-labelledby="estimate-move-title">
              <h2 id="estimate-move-title" className="estimate-subtitle">
                Your move
              </h2>
              <dl className="estimate-move" data-testid="estimate-move">
                {estimate.move.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          <section aria-labelledby="estimate-lines-title">
            <h2 id="estimate-lines-title" className="estimate-subtitle">
              The estimate
            </h2>
            <table className="estimate-table">
              <caption className="visually-hidden">Estimate line items in Pakistani rupees</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="estimate-amount">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.lines.map((line, i) => (
                  <tr key={i}>
                    <td>{line.description}</td>
                    <td className="estimate-amount">{line.amount}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="estimate-total-row">
                  <th scope="row">Total</th>
                  <td className="estimate-amount" data-testid="estimate-total">
                    <strong>{estimate.total}</strong>
                  </td>
                </tr>
                {estimate.advance ? (
                  <>
                    <tr>
                      <th scope="row">Advance on booking</th>
                      <td className="estimate-amount">{estimate.advance}</td>
                    </tr>
                    <tr>
                      <th scope="row">Balance on the day</th>
                      <td className="estimate-amount">{estimate.balance}</td>
                    </tr>
                  </>
                ) : null}
              </tfoot>
            </table>
          </section>
          {estimate.included ? (
            <section aria-labelledby="estimate-included-title">
              <h2 id="estimate-included-title" className="estimate-subtitle">
                What is included
              </h2>
              <p className="estimate-text">{estimate.included}</p>
            </section>
          ) : null}
          <section aria-labelledby="estimate-terms-title">
            <h2 id="estimate-terms-title" className="estimate-subtitle">
              Terms
            </h2>
            {estimate.terms ? <p className="estimate-text">{estimate.terms}</p> : null}
            <p className="estimate-validity" data-testid="estimate-validity">
              This estimate is valid until {estimate.validUntil}. Amounts are in Pakistani rupees. Questions: call or WhatsApp our {office.officeName} on{" "}
              <PhoneNumber e164={office.phone} />, quoting {estimate.reference}.
            </p>
          </section>

          {estimate.state === "open" ? (
            <Form method="post" id={ACCEPT_FORM_ID} noValidate className="estimate-accept" aria-labelledby="estimate-accept-title">
              <h2 id="estimate-accept-title" className="estimate-subtitle">
                Accept this estimate
              </h2>
              <p>Accepting books your move with us for {estimate.total}; we then call you to confirm the date and the advance.</p>
              <FormError id={`${ACCEPT_FORM_ID}-form-error`} errors={refusal} />
              <TextField controls={acceptControls} name="acceptName" label="Type your full name to confirm" autoComplete="name" />
              <button type="submit" className="button button-accent button-large" aria-disabled={accepting || undefined}>
                {accepting ? "Accepting…" : "Accept and book my move"}
              </button>
            </Form>
          ) : refusal ? (
            <FormError id={`${ACCEPT_FORM_ID}-form-error`} errors={refusal} />
          ) : null}
        </article>

        <div className="thanks-actions estimate-actions">
          <PrintButton />
          <a className="button button-whatsapp" href={whatsappHref(office.phone, whatsappText)} rel="noopener">
            <WhatsAppIcon size={20} /> WhatsApp us
          </a>
          <a className="button button-outline" href={telHref(office.phone)}>
            <PhoneIcon size={18} /> Call <PhoneNumber e164={office.phone} />
          </a>
        </div>
      </div>
    </section>
  );
}
