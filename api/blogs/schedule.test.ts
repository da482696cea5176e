import { describe, expect, it } from "vitest";
import { utcInstant } from "../contract/common";
import { blogDateForSchedule } from "./schedule";

describe("blogDateForSchedule", () => {
  const now = "2026-11-25T06:00:00.000Z";

  it("dates a scheduled post at its publish time", () => {
    expect(blogDateForSchedule(null, "2026-12-01T04:00:00.000Z", now)).toBe("2026-12-01T04:00:00.000Z");
  });

  it("dates a post now when a schedule still in the future is dropped, so it is never dated ahead", () => {
    expect(blogDateForSchedule("2026-12-01T04:00:00.000Z", null, now)).toBe(now);
  });

  it("keeps the date when a schedule already passed is dropped, or there was none", () => {
    expect(blogDateForSchedule("2026-11-01T04:00:00.000Z", null, now)).toBeUndefined();
    expect(blogDateForSchedule(null, null, now)).toBeUndefined();
  });
});

describe("utcInstant", () => {
  it("takes ISO 8601 with an offset and answers the UTC instant", () => {
    expect(utcInstant.parse("2026-11-24T15:30+05:00")).toBe("2026-11-24T10:30:00.000Z");
    expect(utcInstant.parse("2026-11-24T10:30:00.123Z")).toBe("2026-11-24T10:30:00.123Z");
  });

  it("refuses local times without an offset, dates alone, impossible days and other text", () => {
    for (const value of ["2026-11-24T10:30", "2026-11-24", "2026-02-29T10:00Z", "2026-04-31T10:00Z", "2026-11-24T24:30Z", "tomorrow", ""]) {
      expect(utcInstant.safeParse(value).success, value).toBe(false);
    }
    expect(utcInstant.safeParse("2028-02-29T10:00Z").success).toBe(true);
  });
});
