import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { LeadPaymentsCardData, MoneyView } from "./payment-views.server";
import { RecordPaymentForm } from "./record-payment-form";

function MoneySummary({ money }: { money: MoneyView }) {
  return (
    <dl className="money-summary" data-testid="money-summary">
      {money.total ? (
        <div>
          <dt>Accepted estimate</dt>
          <dd className="money">{money.total}</dd>
        </div>
      ) : null}
      <div>
        <dt>Received</dt>
        <dd className="money">{money.received}</dd>
      </div>
      {money.refunded ? (
        <div>
          <dt>Refunded</dt>
          <dd className="money">{money.refunded}</dd>
        </div>
      ) : null}
      <div>
        <dt>Due</dt>
        <dd className="money" data-testid="money-due">
          {money.due ?? "No accepted estimate yet"}
        </dd>
      </div>
      {money.advanceDue ? (
        <div>
          <dt>Advance still to come</dt>
          <dd className="money">{money.advanceDue}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function LeadPayments({ data, lastResult }: { data: LeadPaymentsCardData | null; lastResult?: SubmissionResult<string[]> }) {
  return (
    <section className="admin-card lead-payments" id="payments" aria-labelledby="payments-title" tabIndex={-1}>
      <h2 id="payments-title" className="admin-card-title">
        Payments
      </h2>
      {!data ? (
        <p className="error-text" role="alert">
          Payments could not be loaded. Please reload the page.
        </p>
      ) : (
        <>
          <MoneySummary money={data.money} />
          {data.payments.length ? (
            <ul className="payment-list">
              {data.payments.map((p) => (
                <li key={p.id}>
                  <strong className="money">{p.kind === "refund" ? `Refund ${p.amount}` : p.amount}</strong> · {p.method}
                  {p.reference ? (
                    <>
                      {" "}
                      · <span dir="ltr">{p.reference}</span>
                    </>
                  ) : null}{" "}
                  · {p.paidOn}
                  {p.receiptPath ? (
                    <>
                      {" "}
                      · <Link to={p.receiptPath}>Receipt {p.receiptNumber}</Link>
                    </>
                  ) : null}
                  {p.reason ? <span className="muted"> · {p.reason}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Nothing received yet.</p>
          )}
          <RecordPaymentForm leadId={data.leadId} today={data.today} freshKey={data.key} lastResult={lastResult} />
        </>
      )}
    </section>
  );
}
