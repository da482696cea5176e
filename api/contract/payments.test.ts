import { describe, expect, it } from "vitest";
import { leadMoney, paymentInputSchema, receiptNumber } from "./payments";

describe("money sums", () => {
  it("takes refunds off what was received and leaves the rest due", () => {
    const money = leadMoney({ total: 85_000, advance: 15_000 }, [
      { kind: "payment", amount: 10_000 },
      { kind: "payment", amount: 20_000 },
      { kind: "refund", amount: 5_000 },
    ]);
    expect(money).toEqual({ total: 85_000, advance: 15_000, received: 30_000, refunded: 5_000, net: 25_000, due: 60_000, advanceDue: 0 });
  });

  it("never shows a negative balance when more came in than the total", () => {
    expect(leadMoney({ total: 1_000, advance: 500 }, [{ kind: "payment", amount: 1_500 }])).toMatchObject({ due: 0, advanceDue: 0, net: 1_500 });
  });

  it("has no due without an accepted estimate", () => {
    expect(leadMoney(null, [{ kind: "payment", amount: 700 }])).toMatchObject({ total: null, due: null, advanceDue: null, received: 700 });
  });

  it("shows the advance still to come", () => {
    expect(leadMoney({ total: 50_000, advance: 10_000 }, [{ kind: "payment", amount: 4_000 }]).advanceDue).toBe(6_000);
  });
});

describe("payment input", () => {
  it("takes whole rupees only", () => {
    const base = { kind: "payment", method: "cash", paidOn: "2026-11-27" };
    expect(paymentInputSchema.safeParse({ ...base, amount: 100.5 }).success).toBe(false);
    expect(paymentInputSchema.safeParse({ ...base, amount: 0 }).success).toBe(false);
    expect(paymentInputSchema.safeParse({ ...base, amount: 100 }).success).toBe(true);
  });

  it("asks a refund for its reason", () => {
    const refund = { kind: "refund", method: "bank", paidOn: "2026-11-27", amount: 100 };
    expect(paymentInputSchema.safeParse(refund).success).toBe(false);
    expect(paymentInputSchema.safeParse({ ...refund, reason: "Move cancelled" }).success).toBe(true);
  });
});

it("numbers receipts per year with six digits", () => {
  expect(receiptNumber(2026, 123)).toBe("R-2026-000123");
  expect(receiptNumber(2027, 1_234_567)).toBe("R-2027-1234567");
});
