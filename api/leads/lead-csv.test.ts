import { describe, expect, it } from "vitest";
import { leadsCsvFilename } from "./lead-csv";

describe("the leads CSV's name", () => {
  it("is the day in Pakistan, as its leads are dated: 20:00 UTC is already the next day there", () => {
    expect(leadsCsvFilename(new Date("2026-11-27T20:00:00Z"))).toBe("leads-2026-11-28.csv");
    expect(leadsCsvFilename(new Date("2026-11-27T18:59:00Z"))).toBe("leads-2026-11-27.csv");
  });
});
