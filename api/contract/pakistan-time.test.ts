import { describe, expect, it } from "vitest";
import { quoteInputSchema } from "./leads";
import { endOfPakistanDay, formatPakistanDate, formatPakistanDateTime, isRealDate, todayInPakistan } from "./pakistan-time";

describe("Pakistan time (UTC+5)", () => {
  it("turns the date over at 19:00 UTC", () => {
    expect(todayInPakistan(new Date("2030-03-14T18:59:00Z"))).toBe("2030-03-14");
    expect(todayInPakistan(new Date("2030-03-14T19:00:00Z"))).toBe("2030-03-15");
  });

  it("shows when a lead came in, in Pakistan time", () => {
    expect(formatPakistanDateTime("2030-03-14T19:30:00.000Z")).toBe("15 Mar 2030, 00:30");
    expect(formatPakistanDateTime("not a date")).toBe("not a date");
    // Written another way (by hand, another offset), the same instant reads the same.
    expect(formatPakistanDateTime("2030-03-15T00:30:00+05:00")).toBe("15 Mar 2030, 00:30");
    expect(formatPakistanDateTime("2030-03-14T19:30Z")).toBe("15 Mar 2030, 00:30");
  });

  it("says every instant of a year as the time-zone formatter does (September is \"Sept\" in en-GB)", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Karachi", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    for (let ms = Date.UTC(2026, 0, 1, 0, 7); ms < Date.UTC(2027, 0, 2); ms += 97 * 60_000) {
      const iso = new Date(ms).toISOString();
      expect(formatPakistanDateTime(iso)).toBe(intl.format(new Date(ms)));
    }
    expect(formatPakistanDateTime("2026-09-05T19:05:00.000Z")).toBe("6 Sept 2026, 00:05");
  });

  it("ends a Pakistan day at 18:59:59.999 UTC, and names a date in words", () => {
    expect(endOfPakistanDay(new Date("2030-03-14T19:00:00Z"))).toBe("2030-03-15T18:59:59.999Z");
    expect(formatPakistanDate("2030-03-15")).toBe("15 March 2030");
  });

  it("knows a real YYYY-MM-DD date, and the quote form's move date follows the same rule", () => {
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2026-02-29")).toBe(false);
    expect(isRealDate("2026-2-3")).toBe(false);
    const moveDate = (value: string) => quoteInputSchema.shape.moveDate.safeParse(value);
    expect(moveDate("").success).toBe(true);
    expect(moveDate(" 2026-12-05 ").data).toBe("2026-12-05");
    expect(moveDate("5/12/2026").error?.issues[0]?.message).toBe("Enter a date as YYYY-MM-DD");
  });
});
