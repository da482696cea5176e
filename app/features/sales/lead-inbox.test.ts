import { describe, expect, it } from "vitest";
import type { Lead } from "~contract/leads";
import { leadExportHref, leadListHref, leadRow, parseLeadFilters } from "./lead-inbox";

describe("parseLeadFilters", () => {
  it("reads type, status and page", () => {
    expect(parseLeadFilters(new URLSearchParams("type=quote&status=contacted&page=3"))).toEqual({ type: "quote", status: "contacted", page: 3 });
  });

  it("reads the due view, city and search, and builds the same view's CSV address", () => {
    const filters = parseLeadFilters(new URLSearchParams("view=due&city=lahore&q=%20Ayesha%20&page=2"));
    expect(filters).toEqual({ type: undefined, status: undefined, view: "due", city: "lahore", q: "Ayesha", page: 2 });
    expect(leadListHref(filters)).toBe("/leads?view=due&q=Ayesha&city=lahore&page=2");
    expect(leadExportHref(filters)).toBe("/leads/export.csv?view=due&q=Ayesha&city=lahore");
    expect(parseLeadFilters(new URLSearchParams("city=quetta&view=all"))).toEqual({ type: undefined, status: undefined, page: 1 });
  });

  it("reads the owner and the received dates, and keeps them in the list and CSV addresses", () => {
    const filters = parseLeadFilters(new URLSearchParams("owner=abc123DEF456&from=2026-11-01&to=2026-11-30"));
    expect(filters).toMatchObject({ owner: "abc123DEF456", from: "2026-11-01", to: "2026-11-30" });
    expect(leadListHref(filters)).toBe("/leads?owner=abc123DEF456&from=2026-11-01&to=2026-11-30");
    expect(leadExportHref({ ...filters, page: 3 })).toBe("/leads/export.csv?owner=abc123DEF456&from=2026-11-01&to=2026-11-30");
    expect(parseLeadFilters(new URLSearchParams("owner=none")).owner).toBe("none");
    expect(parseLeadFilters(new URLSearchParams("owner=a%20b&from=yesterday&to=2026-13"))).toEqual({ type: undefined, status: undefined, page: 1 });
  });

  it("drops unknown values instead of failing", () => {
    expect(parseLeadFilters(new URLSearchParams("type=spam&status=&page=-2"))).toEqual({ type: undefined, status: undefined, page: 1 });
    expect(parseLeadFilters(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseLeadFilters(new URLSearchParams("page=1.5")).page).toBe(1);
  });
});

describe("leadListHref", () => {
  it("keeps the filters and leaves out defaults", () => {
    expect(leadListHref({ page: 1 })).toBe("/leads");
    expect(leadListHref({ type: "contact", status: "new", page: 2 })).toBe("/leads?type=contact&status=new&page=2");
  });
});

describe("leadRow", () => {
  const base: Lead = {
    _id: "abc123DEF456",
    reference: "MZ-ABC234",
    kind: "quote",
    status: "new",
    name: "Ayesha Khan",
    phone: "+923001234567",
    email: "",
    details: { service: "office", fromCity: "karachi", toCity: "karachi", moveDate: "", flexibleDate: true, propertySize: "office-small" },
    createdAt: "2030-03-15T09:05:00.000Z",
    notifiedAt: null,
    lostReason: null,
    owner: null,
    followUpAt: null,
    city: "karachi",
    source: { page: "", referrer: "", utm: {} },
    duplicate: null,
    language: "en",
    rating: null,
  };

  it("summarises a quote request and formats phone and time for Pakistan", () => {
    expect(leadRow(base)).toMatchObject({
      contact: "0300-1234567",
      summary: "Office relocation, Within Karachi, Flexible, Small office (up to 10 desks)",
      received: "15 Mar 2030, 14:05",
      callHref: "tel:+923001234567",
      city: "Karachi",
    });
    expect(leadRow(base).whatsappHref).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
  });

  it("marks a follow-up in the past as overdue and names a flagged duplicate's original", () => {
    const row = leadRow(
      { ...base, followUpAt: "2030-03-15T10:00:00.000Z", owner: { _id: "u", name: "Sana" }, duplicate: { _id: "x", reference: "MZ-AAAAAA", state: "flagged" } },
      new Date("2030-03-15T11:00:00.000Z"),
    );
    expect(row).toMatchObject({ overdue: true, followUp: "15 Mar 2030, 15:00", owner: "Sana", duplicateOf: "MZ-AAAAAA" });
  });

  it("shows the start of a contact message and the e-mail when there is no phone", () => {
    const row = leadRow({ ...base, kind: "contact", phone: "", email: "b@example.com", details: { message: `Hello\n${"x".repeat(200)}` } });
    expect(row.contact).toBe("b@example.com");
    expect(row.summary.startsWith("Hello x")).toBe(true);
    expect(row.summary.length).toBe(120);
    expect(row.summary.endsWith("…")).toBe(true);
  });
});
