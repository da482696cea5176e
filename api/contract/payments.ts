import { z } from "zod";
import { isoDateTime } from "./common";
import { MAX_RUPEES } from "./money";
import { ISO_DATE } from "./pakistan-time";

/** Whole rupees: no card data, no float money. */
export const PAYMENT_METHODS = [
  { id: "raast", label: "Raast" },
  { id: "bank", label: "Bank transfer" },
  { id: "cash", label: "Cash" },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]["id"];
const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((m) => m.id) as [PaymentMethod, ...PaymentMethod[]];
export const PAYMENT_METHOD_LABELS = Object.fromEntries(PAYMENT_METHODS.map((m) => [m.id, m.label])) as Record<PaymentMethod, string>;

const PAYMENT_KINDS = ["payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_LIMITS = { reference: 60, reason: 300 } as const;
export const RECEIPT_NUMBER_PATTERN = /^R-\d{4}-\d{6,}$/;
export const REFUND_TOO_LARGE_MESSAGE = "A refund cannot be more than what was received and not yet refunded";
export const PAID_ON_FUTURE_MESSAGE = "The date cannot be in the future";

export const receiptNumber = (year: number, sequence: number) => `R-${year}-${String(sequence).padStart(6, "0")}`;

const amount = z
  .number("Amount must be a whole number of rupees")
  .int("Amount must be a whole number of rupees")
  .min(1, "Amount must be at least Rs. 1")
  .max(MAX_RUPEES, "Amount is too large");

const common = {
  amount,
  method: z.enum(PAYMENT_METHOD_IDS, "Choose how it was paid"),
  reference: z.string().trim().max(PAYMENT_LIMITS.reference, `Reference must be at most ${PAYMENT_LIMITS.reference} characters`).default(""),
  paidOn: z.string().regex(ISO_DATE, "Enter the date (YYYY-MM-DD)"),
};

/** A retry with the same Idempotency-Key answers the first record. */
export const paymentInputSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("payment"), ...common }),
  z.object({
    kind: z.literal("refund"),
    ...common,
    reason: z.string().trim().min(1, "Say why the money is refunded").max(PAYMENT_LIMITS.reason, `Reason must be at most ${PAYMENT_LIMITS.reason} characters`),
  }),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  _id: z.string(),
  leadId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHOD_IDS),
  reference: z.string(),
  paidOn: z.string(),
  reason: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  recordedBy: z.string(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof paymentSchema>;

export const leadMoneySchema = z.object({
  /** null before an estimate is accepted. */
  total: z.number().int().nullable(),
  advance: z.number().int().nullable(),
  received: z.number().int(),
  refunded: z.number().int(),
  /** received − refunded. */
  net: z.number().int(),
  /** total − net, never below 0; null without an accepted estimate. */
  due: z.number().int().nullable(),
  /** What of the advance is still to come (advance − net, never below 0). */
  advanceDue: z.number().int().nullable(),
});
export type LeadMoney = z.infer<typeof leadMoneySchema>;

export const leadPaymentsSchema = z.object({ payments: z.array(paymentSchema), money: leadMoneySchema });
export type LeadPayments = z.infer<typeof leadPaymentsSchema>;

export const receiptSchema = z.object({
  payment: paymentSchema,
  lead: z.object({ _id: z.string(), reference: z.string(), name: z.string(), phone: z.string() }),
  money: leadMoneySchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

const ledgerLeadSchema = z.object({ _id: z.string(), reference: z.string(), name: z.string(), status: z.string() });

export const paymentsOverviewSchema = z.object({
  recent: z.array(paymentSchema.extend({ lead: ledgerLeadSchema })),
  leads: z.array(ledgerLeadSchema.extend({ money: leadMoneySchema })),
});
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>;

export function leadMoney(estimate: { total: number; advance: number } | null, records: readonly { kind: PaymentKind; amount: number }[]): LeadMoney {
  let received = 0;
  let refunded = 0;
  for (const record of records) {
    if (record.kind === "payment") received += record.amount;
    else refunded += record.amount;
  }
  const net = received - refunded;
  return {
    total: estimate?.total ?? null,
    advance: estimate?.advance ?? null,
    received,
    refunded,
    net,
    due: estimate ? Math.max(0, estimate.total - net) : null,
    advanceDue: estimate ? Math.max(0, estimate.advance - net) : null,
  };
}
