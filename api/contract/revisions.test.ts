import { describe, expect, it } from "vitest";
import { isPubliclyVisible, pakistanLocalToUtc, utcToPakistanLocal } from "./revisions";

describe("scheduling in Pakistan time", () => {
  it("stores a time typed in Pakistan time as UTC (PKT is UTC+5) and shows it back unchanged", () => {
    expect(pakistanLocalToUtc("2026-11-25T09:30")).toBe("2026-11-25T04:30:00.000Z");
    expect(pakistanLocalToUtc("2026-11-25T02:00")).toBe("2026-11-24T21:00:00.000Z");
    expect(utcToPakistanLocal("2026-11-24T21:00:00.000Z")).toBe("2026-11-25T02:00");
    expect(pakistanLocalToUtc("tomorrow")).toBeNull();
  });

  it("a scheduled post is a draft until its time and published from that moment", () => {
    const at = "2026-11-25T04:30:00.000Z";
    expect(isPubliclyVisible("published", at, new Date("2026-11-25T04:29:59.999Z"))).toBe(false);
    expect(isPubliclyVisible("published", at, new Date(at))).toBe(true);
    expect(isPubliclyVisible("published", null, new Date(0))).toBe(true);
    expect(isPubliclyVisible("draft", null, new Date(at))).toBe(false);
  });
});
