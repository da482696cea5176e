import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "./format";

describe("formatDate", () => {
  it("writes Urdu month names with Western digits", () => {
    expect(formatDate("ur", "2026-11-25T10:00:00Z")).toBe("25 نومبر، 2026");
  });

  it("writes English dates the Pakistani way", () => {
    expect(formatDate("en", "2026-11-25T10:00:00Z")).toBe("25 November 2026");
  });

  it("gives the day in Pakistan, not on the server's clock", () => {
    // 20:30 UTC is 01:30 the next morning in Karachi.
    expect(formatDate("ur", "2026-01-31T20:30:00Z")).toBe("1 فروری، 2026");
  });
});

describe("formatNumber", () => {
  it("groups thousands with commas in both languages", () => {
    expect(formatNumber("ur", 25000)).toBe("25,000");
    expect(formatNumber("en", 1234567)).toBe("1,234,567");
  });
});
