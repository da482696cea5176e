import { describe, expect, it } from "vitest";
import type { LeadRow } from "../db/schema";
import { leadMessage } from "./notifier";
import { retryDelay } from "./outbox";

function lead(overrides: Omit<Partial<LeadRow>, "details"> & { details: Record<string, unknown> }): LeadRow {
  return {
    id: "abcdefghijkl",
    reference: "MZ-7K3Q9P",
    kind: "quote",
    status: "new",
    name: "Ayesha Khan",
    phone: "+923001234567",
    email: "ayesha@example.com",
    created_at: "2025-06-01T10:00:00.000Z",
    updated_at: "2025-06-01T10:00:00.000Z",
    notified_at: null,
    notify_attempts: 0,
    next_attempt_at: null,
    last_error: null,
    claimed_until: null,
    idempotency_key: null,
    claim_token: null,
    lost_reason: null,
    owner_id: null,
    follow_up_at: null,
    city: "lahore",
    email_key: "ayesha@example.com",
    source: "{}",
    duplicate_of: null,
    duplicate_state: null,
    language: "en",
    service: "",
    utm_source: "",
    utm_medium: "",
    referrer_host: "",
    landing_page: "",
    furthest_stage: 0,
    first_response_at: null,
    rating: null,
    estimate_total: null,
    ...overrides,
    details: JSON.stringify(overrides.details),
  };
}

const settings = { from: '"Site" <site@example.com>', to: ["office@example.com"] };

describe("leadMessage", () => {
  it("names the reference, service and route of a quote in the subject", () => {
    const message = leadMessage(
      lead({
        details: { service: "house", fromCity: "lahore", fromArea: "DHA Phase 5", toCity: "islamabad", toArea: "F-7", propertySize: "3-bed", moveDate: "2025-07-01", flexibleDate: true, floor: 2, lift: false, extras: ["packing", "insurance"], notes: "Piano on the first floor" },
      }),
      settings,
    );
    expect(message.subject).toBe("New quote request MZ-7K3Q9P — House moving, Lahore → Islamabad");
    expect(message.to).toEqual(["office@example.com"]);
    expect(message.replyTo).toBe("ayesha@example.com");
    for (const text of ["Ayesha Khan", "+923001234567", "ayesha@example.com", "DHA Phase 5", "F-7", "3 bedrooms", "2025-07-01 (flexible)", "Packing and materials, Transit insurance", "Piano on the first floor", "Floor:", "Lift:"]) {
      expect(message.text).toContain(text);
    }
  });

  it("uses the typed area for an 'other city'", () => {
    const message = leadMessage(lead({ details: { service: "office", fromCity: "other", fromArea: "Multan", toCity: "karachi", propertySize: "office-small" } }), settings);
    expect(message.subject).toBe("New quote request MZ-7K3Q9P — Office relocation, Multan → Karachi");
  });

  it("has no Reply-To without a customer e-mail, and says to call back", () => {
    const message = leadMessage(lead({ kind: "contact", email: "", details: { name: "Bilal", message: "Do you move cars?" } }), settings);
    expect(message.replyTo).toBeUndefined();
    expect(message.subject).toBe("New contact message MZ-7K3Q9P — Ayesha Khan");
    expect(message.text).toContain("Do you move cars?");
    expect(message.text).toContain("call them back");
  });

  it("keeps line breaks out of the subject", () => {
    const message = leadMessage(lead({ kind: "contact", name: "Eve\r\nBcc: all@example.com", details: { message: "x" } }), settings);
    expect(message.subject).not.toMatch(/[\r\n]/);
  });
});

describe("retryDelay", () => {
  it("doubles from the base and stops at the cap", () => {
    const settings = { retryBaseMs: 5000, retryMaxMs: 15 * 60_000 };
    expect([1, 2, 3, 4].map((n) => retryDelay(n, settings))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelay(12, settings)).toBe(15 * 60_000);
    expect(retryDelay(500, settings)).toBe(15 * 60_000);
  });
});
