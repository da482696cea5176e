import { describe, expect, it } from "vitest";
import { endOfPakistanDay, formatPakistanDate, formatPakistanDateTime, todayInPakistan } from "./pakistan-time";

describe("Pakistan time (UTC+5)", () => {
  it("turns the date over at 19:00 UTC", () => {
    expect(todayInPakistan(new Date("2030-03-14T18:59:00Z"))).toBe("2030-03-14");
    expect(todayInPakistan(new Date("2030-03-14T19:00:00Z"))).toBe("2030-03-15");
  });

  it("shows when a lead came in, in Pakistan time", () => {
    expect(formatPakistanDateTime("2030-03-14T19:30:00.000Z")).toBe("15 Mar 2030, 00:30");
    expect(formatPakistanDateTime("not a date")).toBe("not a date");
  });

  it("ends a Pakistan day at 18:59:59.999 UTC, and names a date in words", () => {
    expect(endOfPakistanDay(new Date("2030-03-14T19:00:00Z"))).toBe("2030-03-15T18:59:59.999Z");
    expect(formatPakistanDate("2030-03-15")).toBe("15 March 2030");
  });
});
