import { describe, expect, it } from "vitest";
import { AMOUNT_MESSAGE, paymentFormSchema, paymentInput } from "./payment-form";

const base = { kind: "payment", method: "bank", paidOn: "2026-11-27" };

describe("Record payment form", () => {
  it("takes the amount as people write it", () => {
    for (const amount of ["15,000", "Rs 15000", " 15000 "]) {
      const parsed = paymentFormSchema.parse({ ...base, amount });
      expect(paymentInput(parsed)).toEqual({ kind: "payment", amount: 15_000, method: "bank", reference: "", paidOn: "2026-11-27" });
    }
  });

  it("refuses paisa and words with a message that says how", () => {
    for (const amount of ["150.50", "fifteen thousand", ""]) {
      const result = paymentFormSchema.safeParse({ ...base, amount });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(AMOUNT_MESSAGE);
    }
  });

  it("sends a refund with its reason", () => {
    const parsed = paymentFormSchema.parse({ ...base, kind: "refund", amount: "2,000", reason: "Move cancelled" });
    expect(paymentInput(parsed)).toMatchObject({ kind: "refund", amount: 2_000, reason: "Move cancelled" });
  });
});
