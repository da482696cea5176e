import { IDEMPOTENCY_KEY_HEADER } from "~contract/idempotency";
import {
  leadPaymentsSchema,
  paymentSchema,
  paymentsOverviewSchema,
  receiptSchema,
  type LeadPayments,
  type Payment,
  type PaymentInput,
  type PaymentsOverview,
  type Receipt,
} from "~contract/payments";
import { apiRequest, type StaffToken } from "~/shared/api/client.server";

/** Each re-throws ApiError for the route to word. */
export async function fetchLeadPayments(leadId: string, token: StaffToken): Promise<LeadPayments> {
  return (await apiRequest(`/api/leads/${encodeURIComponent(leadId)}/payments`, { token, schema: leadPaymentsSchema })).data;
}

/** A retry with the same key answers the first record. */
export async function recordPayment(leadId: string, input: PaymentInput, token: StaffToken, key?: string): Promise<Payment> {
  const headers = key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined;
  return (await apiRequest(`/api/leads/${encodeURIComponent(leadId)}/payments`, { method: "POST", json: input, token, headers, schema: paymentSchema })).data;
}

export async function fetchReceipt(id: string, token: StaffToken): Promise<Receipt> {
  return (await apiRequest(`/api/payments/${encodeURIComponent(id)}`, { token, schema: receiptSchema })).data;
}

export async function fetchPaymentsOverview(token: StaffToken): Promise<PaymentsOverview> {
  return (await apiRequest("/api/payments", { token, schema: paymentsOverviewSchema })).data;
}
