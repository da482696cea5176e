import { z } from "zod";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/idempotency";
import { parseRupees } from "~contract/money";
import { ISO_DATE } from "~contract/pakistan-time";
import { PAYMENT_LIMITS, PAYMENT_METHODS, type PaymentInput } from "~contract/payments";
import type { FieldConstraints } from "~/shared/forms/fields";

export const AMOUNT_MESSAGE = "Enter the amount in whole rupees, e.g. 15,000";

/** Amounts as people write them; the API checks the rest. */
export const paymentFormSchema = z.object({
  kind: z.enum(["payment", "refund"], "Choose payment or refund"),
  amount: z
    .string(AMOUNT_MESSAGE)
    .max(30, AMOUNT_MESSAGE)
    .transform((value, ctx) => {
      const rupees = parseRupees(value);
      if (rupees === null) {
        ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return rupees;
    }),
  method: z.enum(PAYMENT_METHODS.map((m) => m.id) as [string, ...string[]], "Choose how it was paid"),
  reference: z.string().trim().max(PAYMENT_LIMITS.reference, `Reference must be at most ${PAYMENT_LIMITS.reference} characters`).optional(),
  paidOn: z.string("Enter the date (YYYY-MM-DD)").regex(ISO_DATE, "Enter the date (YYYY-MM-DD)"),
  reason: z.string().trim().max(PAYMENT_LIMITS.reason, `Reason must be at most ${PAYMENT_LIMITS.reason} characters`).optional(),
  [IDEMPOTENCY_KEY_FIELD]: z.string().max(100).optional(),
});
type PaymentForm = z.infer<typeof paymentFormSchema>;

export const PAYMENT_FORM_CONSTRAINT: FieldConstraints = {
  kind: { required: true },
  amount: { required: true, maxLength: 30 },
  method: { required: true },
  reference: { maxLength: PAYMENT_LIMITS.reference },
  paidOn: { required: true },
  reason: { maxLength: PAYMENT_LIMITS.reason },
};

export function paymentInput(form: PaymentForm): PaymentInput {
  const common = { amount: form.amount, method: form.method as PaymentInput["method"], reference: form.reference ?? "", paidOn: form.paidOn };
  return form.kind === "refund" ? { kind: "refund", ...common, reason: form.reason ?? "" } : { kind: "payment", ...common };
}
