import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { movePath } from "~contract/moves";
import { messagesFor, t } from "~/i18n/catalogue.server";
import { formatDate } from "~/i18n/format";
import { langOfPath, pathIn } from "~/i18n/alternates";
import { isApiStatus } from "~/shared/api/api-failure.server";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { formatPakistaniPhone } from "~/shared/site/phone";
import { site } from "~/shared/site/site-config";
import { fetchMoveReceipt } from "./move-api.server";
import { checkToken, rangeIn } from "./move-view.server";

/** Another payment is the same 404 as an unknown one. Never kept by a shared cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const token = checkToken(params.token);
  let receipt;
  try {
    receipt = await fetchMoveReceipt(token, params.paymentId ?? "");
  } catch (error) {
    if (isApiStatus(error, 404, 400)) throw data("Not found", { status: 404 });
    throw error;
  }
  const rupees = (amount: number) => rangeIn(lang, { min: amount, max: amount });
  const { payment, lead, money } = receipt;
  const office = site.offices[0]!;
  return {
    lang,
    messages: messagesFor(lang, ["move", "care"]),
    backPath: `${pathIn(movePath(token), lang)}#receipts`,
    company: { name: site.companyName, address: `${office.street}, ${office.locality}`, phone: formatPakistaniPhone(site.phones[0]!.number), email: site.email },
    number: payment.receiptNumber ?? "",
    name: lead.name,
    reference: lead.reference,
    date: formatDate(lang, `${payment.paidOn}T12:00:00+05:00`),
    method: t(lang, `care.method.${payment.method}`),
    methodReference: payment.reference,
    amount: rupees(payment.amount),
    total: money.total === null ? null : rupees(money.total),
    toDate: rupees(money.net),
    balance: rupees(money.due ?? 0),
  };
}
