import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { LEAD_STATUS_LABELS, type LeadStatus } from "~contract/leads";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { moneyView, paymentView } from "./payment-views.server";
import { fetchPaymentsOverview } from "./payments.server";
import { logApiFailure } from "~/shared/api/api-failure.server";

const statusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;

/** To reconcile the bank statement. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  try {
    const overview = await fetchPaymentsOverview(token);
    return {
      ok: true as const,
      leads: overview.leads.map((lead) => ({ id: lead._id, reference: lead.reference, name: lead.name, status: statusLabel(lead.status), money: moneyView(lead.money) })),
      recent: overview.recent.map((p) => ({ ...paymentView(p), lead: { id: p.lead._id, reference: p.lead.reference, name: p.lead.name } })),
    };
  } catch (error) {
    logApiFailure("Payments overview", error);
    return { ok: false as const, message: "Failed to load payments." };
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
