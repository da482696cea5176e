import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/shared/staff/admin-meta";
import { AdminPageHeader } from "~/shared/staff/admin-page-header";
import { staffStylesheet } from "~/shared/staff/stylesheet";
import { fleetStylesheet } from "~/features/fleet";
import { paymentsStylesheet } from "./stylesheet";
import { LeadPayments } from "./lead-payments";
import type { loader, RecordPaymentActionData } from "./record-payment-route.server";

export { action, headers, loader } from "./record-payment-route.server";

export const links: LinksFunction = () => [staffStylesheet, fleetStylesheet, paymentsStylesheet];
export const meta: MetaFunction = () => adminMeta("Record payment");

export default function RecordPaymentPage() {
  const { lead, card } = useLoaderData<typeof loader>();
  const answer = useActionData() as RecordPaymentActionData | undefined;
  const leadPath = `/leads/${encodeURIComponent(lead.id)}`;
  return (
    <>
      <AdminPageHeader
        title={`Payments of ${lead.reference}`}
        crumbs={[
          { name: "LEADS", path: "/leads" },
          { name: lead.reference, path: leadPath },
        ]}
      />
      <div className="container admin-section">
        <p>
          {lead.name} · <Link to={leadPath}>Back to the lead</Link>
        </p>
        <LeadPayments data={card} lastResult={answer?.result} />
      </div>
    </>
  );
}
