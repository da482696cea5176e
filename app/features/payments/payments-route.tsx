import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { AdminLoadFailedPage } from "~/shared/staff/admin-load-error";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import { fleetStylesheet } from "~/features/fleet";
import { paymentsStylesheet } from "./stylesheet";
import type { loader } from "./payments-route.server";

export { headers, loader } from "./payments-route.server";

export const links: LinksFunction = () => [staffStylesheet, fleetStylesheet, paymentsStylesheet];
export const meta: MetaFunction = () => adminMeta("Payments");

const leadPath = (id: string, hash = "") => `/leads/${encodeURIComponent(id)}${hash}`;

export default function PaymentsPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.ok) return <AdminLoadFailedPage title="Payments" crumbs={[{ name: "PAYMENTS", path: "/payments" }]} message={loaded.message} />;
  return (
    <>
      <AdminPageHeader title="Payments" crumbs={[{ name: "PAYMENTS", path: "/payments" }]} />
      <section className="container admin-section" aria-labelledby="due-title">
        <h2 id="due-title">Due per move</h2>
        <p className="muted">Booked and moved leads, and any lead with money recorded; most owed first. Record a payment on the lead’s page.</p>
        {loaded.leads.length === 0 ? (
          <p className="muted">Nothing booked yet.</p>
        ) : (
          <table className="fleet-table" data-testid="dues">
            <thead>
              <tr>
                <th scope="col">Lead</th>
                <th scope="col">Status</th>
                <th scope="col">Estimate</th>
                <th scope="col">Received</th>
                <th scope="col">Due</th>
              </tr>
            </thead>
            <tbody>
              {loaded.leads.map((lead) => (
                <tr key={lead.id}>
                  <th scope="row" data-label="Lead">
                    <Link to={leadPath(lead.id, "#payments")}>
                      <span dir="ltr">{lead.reference}</span> · {lead.name}
                    </Link>
                  </th>
                  <td data-label="Status">{lead.status}</td>
                  <td data-label="Estimate" className="money">
                    {lead.money.total ?? "None accepted"}
                  </td>
                  <td data-label="Received" className="money">
                    {lead.money.net}
                  </td>
                  <td data-label="Due" className="money">
                    {lead.money.due === null ? "–" : lead.money.settled ? "Paid in full" : lead.money.due}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="container admin-section" aria-labelledby="recent-title">
        <h2 id="recent-title">Received and refunded</h2>
        {loaded.recent.length === 0 ? (
          <p className="muted">No payments recorded yet.</p>
        ) : (
          <table className="fleet-table" data-testid="recent-payments">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Lead</th>
                <th scope="col">Amount</th>
                <th scope="col">Method and reference</th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {loaded.recent.map((p) => (
                <tr key={p.id}>
                  <th scope="row" data-label="Date">
                    {p.paidOn}
                  </th>
                  <td data-label="Lead">
                    <Link to={leadPath(p.lead.id, "#payments")}>
                      <span dir="ltr">{p.lead.reference}</span> · {p.lead.name}
                    </Link>
                  </td>
                  <td data-label="Amount" className="money">
                    {p.kind === "refund" ? `− ${p.amount} (refund)` : p.amount}
                  </td>
                  <td data-label="Method">
                    {p.method}
                    {p.reference ? (
                      <>
                        {" "}
                        · <span dir="ltr">{p.reference}</span>
                      </>
                    ) : null}
                    {p.reason ? <span className="muted"> · {p.reason}</span> : null}
                  </td>
                  <td data-label="Receipt">{p.receiptPath ? <Link to={p.receiptPath}>{p.receiptNumber}</Link> : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
