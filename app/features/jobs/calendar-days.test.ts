import { describe, expect, it } from "vitest";
import { addDays, realDate, weekStart } from "./calendar-days";

describe("calendar days", () => {
  it("starts the week on Monday, across months and years", () => {
    expect(weekStart("2026-12-03")).toBe("2026-11-30");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(weekStart("2027-01-03")).toBe("2026-12-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("opens only real dates from the address bar", () => {
    expect(realDate("2026-02-29")).toBeNull();
    expect(realDate("2028-02-29")).toBe("2028-02-29");
    expect(realDate("tomorrow")).toBeNull();
  });
});
