export const recordPaymentPath = (leadId: string) => `/leads/${encodeURIComponent(leadId)}/payment`;
export const receiptPath = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}/receipt`;
