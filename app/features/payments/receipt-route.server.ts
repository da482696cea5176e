import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { formatPkr } from "~contract/money";
import { isApiStatus } from "~/shared/api/api-failure.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { formatPakistaniPhone } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { moneyView, paymentView } from "./payment-views.server";
import { fetchReceipt } from "./payments.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  try {
    const receipt = await fetchReceipt(params.id ?? "", token);
    if (!receipt.payment.receiptNumber) throw new Response("A refund has no receipt", { status: 404 });
    const office = site.offices[0]!;
    return {
      company: { name: site.companyName, address: `${office.street}, ${office.locality}`, phone: formatPakistaniPhone(site.phones[0]!.number), email: site.email },
      lead: receipt.lead,
      payment: paymentView(receipt.payment),
      amount: formatPkr(receipt.payment.amount),
      money: moneyView(receipt.money),
    };
  } catch (error) {
    if (isApiStatus(error, 404, 400)) throw new Response("Receipt not found", { status: 404 });
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
