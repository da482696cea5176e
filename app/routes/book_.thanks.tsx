import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons";
import { PriceEstimateText } from "~/components/leads/price-estimate";
import { useContactPhone } from "~/components/shell/contact-phone";
import { PageBanner } from "~/components/shell/page-banner";
import { PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { loadThanks } from "~/lib/leads/lead-pages.server";
import { THANKS_ANCHOR } from "~/lib/leads/lead-paths";
import { telHref, whatsappHref } from "~/lib/phone";
import { site } from "~/lib/site-config";
import { PhoneNumber } from "~/components/shell/phone-number";

/**
 * /book/thanks?ref=MZ-XXXXXX: the confirmation after a quote request
 * (issue 7). The reference comes from the address; the summary of the
 * request from a short-lived cookie the /book action set, so no personal
 * data travels in the URL. Opened later or elsewhere, it still confirms the
 * reference, without the summary.
 */
export const loader = loadThanks;

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => [
  { title: `Request received | ${site.companyName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function BookThanks() {
  const { reference, summary, estimate, whatsappText } = useLoaderData<typeof loader>();
  const phone = useContactPhone();

  return (
    <>
      <PageBanner title="Thank you, your request is in" crumbs={[{ name: "GET A QUOTE", path: "/book" }, { name: "REQUEST RECEIVED" }]} />
      <section className="section">
        <div className="container narrow thanks">
          <div className="thanks-card" role="status" id={THANKS_ANCHOR} tabIndex={-1}>
            <span className="thanks-icon" aria-hidden="true">
              <CheckIcon size={28} />
            </span>
            <div>
              <h2 className="thanks-title">We have received your request</h2>
              <p className="thanks-reference">
                Your reference: <strong data-testid="lead-reference">{reference}</strong>
              </p>
              <p className="muted">Please mention it when you call or message us.</p>
            </div>
          </div>

          {summary ? (
            <div className="thanks-summary">
              <h2 className="thanks-subtitle">Your request</h2>
              <dl className="summary-list">
                {summary.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
              {estimate ? (
                <div className="price-estimate">
                  <PriceEstimateText range={estimate} />
                </div>
              ) : null}
            </div>
          ) : null}

          <h2 className="thanks-subtitle">What happens next</h2>
          <ol className="next-steps">
            <li>
              <strong>We call you back</strong> to go through your move. {site.replyPromise}
            </li>
            <li>
              <strong>Free survey</strong> at your home or office, or a quick walk-through on a WhatsApp video call.
            </li>
            <li>
              <strong>Fixed written quote</strong> listing the crew, vehicles, packing and services, with no obligation.
            </li>
          </ol>

          <div className="thanks-actions">
            <a className="button button-whatsapp" href={whatsappHref(site.whatsapp.number, whatsappText)} rel="noopener" data-testid="thanks-whatsapp">
              <WhatsAppIcon size={20} /> Continue on WhatsApp
            </a>
            <a className="button button-outline" href={telHref(phone.number)} data-contact-phone>
              <PhoneIcon size={18} /> Call <PhoneNumber e164={phone.number} />
            </a>
          </div>
          <p>
            <Link to="/">Back to the home page</Link>
          </p>
        </div>
      </section>
    </>
  );
}
