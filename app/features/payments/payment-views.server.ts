import { formatPkr } from "~contract/money";
import { formatPakistanDate, formatPakistanDateTime, todayInPakistan } from "~contract/pakistan-time";
import { PAYMENT_METHOD_LABELS, type LeadMoney, type Payment } from "~contract/payments";
import { newSubmissionKey } from "~/shared/forms/submission-key";
import { fetchLeadPayments } from "./payments.server";
import { receiptPath } from "./payment-paths";
import type { StaffToken } from "~/shared/api/client.server";
import { logApiFailure } from "~/shared/api/api-failure.server";

export function paymentView(payment: Payment) {
  return {
    id: payment._id,
    kind: payment.kind,
    amount: formatPkr(payment.amount),
    method: PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.reference,
    paidOn: formatPakistanDate(payment.paidOn),
    reason: payment.reason,
    receiptNumber: payment.receiptNumber,
    receiptPath: payment.receiptNumber ? receiptPath(payment._id) : null,
    recordedBy: payment.recordedBy,
    recorded: formatPakistanDateTime(payment.createdAt),
  };
}

export function moneyView(money: LeadMoney) {
  const rupees = (value: number | null) => (value === null ? null : formatPkr(value));
  return {
    total: rupees(money.total),
    advance: rupees(money.advance),
    received: formatPkr(money.received),
    refunded: money.refunded ? formatPkr(money.refunded) : null,
    net: formatPkr(money.net),
    due: rupees(money.due),
    advanceDue: money.advanceDue ? formatPkr(money.advanceDue) : null,
    settled: money.due === 0,
  };
}
export type MoneyView = ReturnType<typeof moneyView>;

/** null (logged) when the API could not say: the cards degrade, the page stays. */
async function paymentsOrNull(leadId: string, token: StaffToken) {
  try {
    return await fetchLeadPayments(leadId, token);
  } catch (error) {
    logApiFailure("Lead payments", error);
    return null;
  }
}

export async function leadPaymentsCard(leadId: string, token: StaffToken) {
  const found = await paymentsOrNull(leadId, token);
  return found && { leadId, payments: found.payments.map(paymentView), money: moneyView(found.money), today: todayInPakistan(), key: newSubmissionKey() };
}

/** null before an estimate is accepted, or when the API could not say. */
export async function leadDue(leadId: string, token: StaffToken): Promise<number | null> {
  return (await paymentsOrNull(leadId, token))?.money.due ?? null;
}
export type LeadPaymentsCardData = NonNullable<Awaited<ReturnType<typeof leadPaymentsCard>>>;
