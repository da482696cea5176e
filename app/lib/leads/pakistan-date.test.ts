import { describe, expect, it } from "vitest";
import { formatPakistanDateTime, todayInPakistan } from "./pakistan-date";

describe("Pakistan time (UTC+5)", () => {
  it("turns the date over at 19:00 UTC", () => {
    expect(todayInPakistan(new Date("2030-03-14T18:59:00Z"))).toBe("2030-03-14");
    expect(todayInPakistan(new Date("2030-03-14T19:00:00Z"))).toBe("2030-03-15");
  });

  it("shows when a lead came in, in Pakistan time", () => {
    expect(formatPakistanDateTime("2030-03-14T19:30:00.000Z")).toBe("15 Mar 2030, 00:30");
    expect(formatPakistanDateTime("not a date")).toBe("not a date");
  });
});
