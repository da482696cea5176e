import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useHydrated } from "~/shared/hooks/use-hydrated";
import { adminMeta } from "~/shared/staff/admin-meta";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import { fleetStylesheet } from "~/features/fleet";
import { paymentsStylesheet } from "./stylesheet";
import type { loader } from "./receipt-route.server";

export { headers, loader } from "./receipt-route.server";

export const links: LinksFunction = () => [staffStylesheet, fleetStylesheet, paymentsStylesheet];
export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data ? `Receipt ${data.payment.receiptNumber}` : "Receipt");

export default function ReceiptPage() {
  const { company, lead, payment, amount, money } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <div className="container admin-section">
      <p className="receipt-tools">
        <Link to={`/leads/${encodeURIComponent(lead._id)}#payments`}>Back to {lead.reference}</Link>
      </p>
      <article className="receipt" aria-labelledby="receipt-title">
        <header className="receipt-head">
          <div>
            <p className="receipt-company">{company.name}</p>
            <p className="muted">{company.address}</p>
            <p className="muted">
              <span dir="ltr">{company.phone}</span> · {company.email}
            </p>
          </div>
          <div className="receipt-number">
            <h1 id="receipt-title">Receipt</h1>
            <p dir="ltr" data-testid="receipt-number">
              {payment.receiptNumber}
            </p>
          </div>
        </header>
        <dl className="receipt-fields">
          <div>
            <dt>Received from</dt>
            <dd>{lead.name}</dd>
          </div>
          <div>
            <dt>Move reference</dt>
            <dd dir="ltr">{lead.reference}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{payment.paidOn}</dd>
          </div>
          <div>
            <dt>Method</dt>
            <dd>
              {payment.method}
              {payment.reference ? (
                <>
                  {" "}
                  (<span dir="ltr">{payment.reference}</span>)
                </>
              ) : null}
            </dd>
          </div>
          <div className="receipt-amount">
            <dt>Amount received</dt>
            <dd className="money" data-testid="receipt-amount">
              {amount}
            </dd>
          </div>
          {money.total ? (
            <>
              <div>
                <dt>Move total</dt>
                <dd className="money">{money.total}</dd>
              </div>
              <div>
                <dt>Received to date</dt>
                <dd className="money">{money.net}</dd>
              </div>
              <div>
                <dt>Balance due</dt>
                <dd className="money" data-testid="receipt-balance">
                  {money.due}
                </dd>
              </div>
            </>
          ) : null}
        </dl>
        <p className="muted receipt-foot">
          Recorded by {payment.recordedBy} on {payment.recorded}. Thank you for choosing {company.name}.
        </p>
      </article>
      <p className="receipt-tools">
        {/* In the server's HTML (needs-script, base.css), so that its arrival at hydration does not move the line. */}
        <button type="button" className="button button-outline needs-script" disabled={!hydrated} onClick={() => window.print()}>
          Print
        </button>
        <span className="muted"> Your browser’s Print (Ctrl+P) also saves it as a PDF for the customer.</span>
      </p>
    </div>
  );
}
