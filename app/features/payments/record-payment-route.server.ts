import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { formatPkr } from "~contract/money";
import { isApiRefusal, isApiStatus, logApiFailure } from "~/shared/api/api-failure.server";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { PRIVATE_NO_STORE } from "~/shared/http/cache-control";
import { fetchLead } from "~/features/leads/index.server";
import { redirectWithToast } from "~/shared/toast/toast.server";
import { requireStaff } from "~/shared/staff/require-staff.server";
import { paymentFormSchema, paymentInput } from "./payment-form";
import { leadPaymentsCard } from "./payment-views.server";
import { recordPayment } from "./payments.server";

const SAVE_FAILED = "Could not record the payment. Please try again.";

/** A refusal shows the form here, filled in. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  try {
    const lead = await fetchLead(id, token);
    return { lead: { id: lead._id, reference: lead.reference, name: lead.name }, card: await leadPaymentsCard(id, token) };
  } catch (error) {
    if (isApiStatus(error, 404, 400)) throw new Response("Lead not found", { status: 404 });
    throw error;
  }
}

export type RecordPaymentActionData = { result: SubmissionResult<string[]> };

export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireStaff(request);
  const id = params.id ?? "";
  const submission = parseWithZod(await request.formData(), { schema: paymentFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data<RecordPaymentActionData>({ result: submission.reply() }, { status: 400 });
  try {
    const payment = await recordPayment(id, paymentInput(submission.value), token, submission.value[IDEMPOTENCY_KEY_FIELD]);
    const message =
      payment.kind === "payment" ? `${formatPkr(payment.amount)} recorded: receipt ${payment.receiptNumber}.` : `Refund of ${formatPkr(payment.amount)} recorded.`;
    return redirectWithToast(`/leads/${encodeURIComponent(id)}#payments`, { type: "success", message });
  } catch (error) {
    if (isApiStatus(error, 404)) throw new Response("Lead not found", { status: 404 });
    if (isApiRefusal(error) && error.serverMessage) {
      return data<RecordPaymentActionData>({ result: submission.reply({ formErrors: [error.serverMessage], fieldErrors: error.fieldErrors }) }, { status: error.status });
    }
    logApiFailure("Payment", error);
    return data<RecordPaymentActionData>({ result: submission.reply({ formErrors: [SAVE_FAILED] }) }, { status: 502 });
  }
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
