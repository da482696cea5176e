import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CheckIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { useContactPhone } from "~/components/shell/contact-phone";
import { PageBanner } from "~/components/shell/page-banner";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { acceptEstimateAction, loadEstimatePage } from "~/lib/leads/estimate-page.server";
import { formatPakistaniPhone, telHref, whatsappHref } from "~/lib/phone";
import { site } from "~/lib/site-config";
import pipelineStyles from "~/styles/leads-pipeline.css?url";

/**
 * /estimate/<token>: the estimate a customer opens from the link staff sent
 * (issue 18). No login: the unguessable token is the key to this one
 * estimate. Printable; Accept is a plain form post. Expired or withdrawn
 * estimates say so instead of offering Accept.
 */
export const loader = loadEstimatePage;
export const action = acceptEstimateAction;

// Its Referrer-Policy (no-referrer) comes with the other security headers (app/lib/http/security-headers.server.ts).
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pipelineStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.ok ? `Estimate ${data.estimate.reference}` : "Your estimate"} | ${site.companyName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const EXPIRED_MESSAGE = "This estimate has expired.";
export const WITHDRAWN_MESSAGE = "This estimate has been withdrawn.";

function PrintButton() {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  if (!enhanced) return <p className="muted estimate-print-hint">To keep a copy, print this page from your browser's menu.</p>;
  return (
    <button type="button" className="button button-outline" onClick={() => window.print()}>
      Print
    </button>
  );
}

export default function EstimatePage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const phone = useContactPhone();
  const accepting = navigation.state === "submitting";

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
  const closedMessage = estimate.state === "expired" ? EXPIRED_MESSAGE : estimate.state === "withdrawn" ? WITHDRAWN_MESSAGE : null;
  const whatsappText = `Assalam-o-Alaikum! About my estimate ${estimate.reference}.`;
  return (
    <>
      <PageBanner title={`Estimate ${estimate.reference}`} crumbs={[{ name: "ESTIMATE" }]} />
      <section className="section">
        <div className="container narrow estimate-page">
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
                <p>
                  You accepted this estimate on {estimate.acceptedAt}. We will call you to confirm the date and the advance.
                </p>
              </div>
            </div>
          ) : null}

          <p>
            Dear {estimate.customerName}, here is our estimate for your move. It is valid until <strong>{estimate.validUntil}</strong>.
          </p>
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
              <tr>
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
          {estimate.included ? (
            <>
              <h2 className="thanks-subtitle">What is included</h2>
              <p className="estimate-text">{estimate.included}</p>
            </>
          ) : null}
          {estimate.terms ? (
            <>
              <h2 className="thanks-subtitle">Terms</h2>
              <p className="estimate-text">{estimate.terms}</p>
            </>
          ) : null}

          {estimate.state === "open" ? (
            <Form method="post" className="estimate-accept">
              {refused ? (
                <p className="form-status form-status-error" role="alert">
                  {refused.message}
                </p>
              ) : null}
              <button type="submit" className="button button-accent button-large" aria-disabled={accepting || undefined}>
                {accepting ? "Accepting…" : "Accept"}
              </button>
              <p className="muted">Accepting books your move with us; we then call you to confirm the date and the advance.</p>
            </Form>
          ) : refused ? (
            <p className="form-status form-status-error" role="alert">
              {refused.message}
            </p>
          ) : null}

          <div className="thanks-actions estimate-actions">
            <PrintButton />
            <a className="button button-whatsapp" href={whatsappHref(site.whatsapp.number, whatsappText)} rel="noopener">
              <WhatsAppIcon size={20} /> WhatsApp us
            </a>
            <a className="button button-outline" href={telHref(phone.number)} data-contact-phone>
              <PhoneIcon size={18} /> Call {formatPakistaniPhone(phone.number)}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
