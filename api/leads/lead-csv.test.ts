import { describe, expect, it } from "vitest";
import { leadCsvBytes, leadsCsvFilename } from "./lead-csv";
import type { LeadCsvRow } from "./lead-store";

describe("the leads CSV's name", () => {
  it("is the day in Pakistan, as its leads are dated: 20:00 UTC is already the next day there", () => {
    expect(leadsCsvFilename(new Date("2026-11-27T20:00:00Z"))).toBe("leads-2026-11-28.csv");
    expect(leadsCsvFilename(new Date("2026-11-27T18:59:00Z"))).toBe("leads-2026-11-27.csv");
  });
});

describe("a batch of leads as the export's bytes", () => {
  const row = (over: Partial<LeadCsvRow>): LeadCsvRow => ({
    id: "l1",
    reference: "MZ-ABC123",
    created_at: "2026-11-27T06:30:00.000Z",
    kind: "contact",
    status: "new",
    lost_reason: null,
    name: "Ayesha Khan",
    phone: "+923001234567",
    email: "",
    language: "en",
    city: "lahore",
    owner_id: null,
    follow_up_at: null,
    details: JSON.stringify({ message: "Please call" }),
    source: "{}",
    estimate_total: null,
    owner_name: null,
    inbox_first: 0,
    ...over,
  });

  it("holds every line whole, Urdu (three bytes a letter) and a quoted message with a line break included", () => {
    const bytes = leadCsvBytes([
      row({ name: "عائشہ خان", details: JSON.stringify({ message: 'Say "hi"\nthen call' }) }),
      row({ id: "l2", reference: "MZ-DEF456", phone: "+923211234567" }),
    ]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("MZ-ABC123,")).toBe(true);
    expect(text).toContain(",عائشہ خان,0300-1234567,");
    expect(text).toContain('"Say ""hi""\nthen call"');
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\nMZ-DEF456,")).toHaveLength(2);
    expect(text).toContain("0321-1234567");
  });
});
