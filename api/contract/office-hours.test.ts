import { describe, expect, it } from "vitest";
import { formatOfficeMinutes, officeMinutesBetween, parseOfficeHours, percentile, widestOfficeHours } from "./office-hours";

const HOURS = parseOfficeHours("Mon–Sat 9:00–20:00")!;
const pk = (local: string) => `${local}:00+05:00`;

/** The same count a minute at a time: the reference the shortcut must equal. */
function byMinute(from: string, to: string): number {
  let n = 0;
  for (let ms = Date.parse(from); ms + 60_000 <= Date.parse(to); ms += 60_000) {
    const local = new Date(ms + 5 * 3_600_000);
    const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
    if (local.getUTCDay() !== 0 && minute >= 540 && minute < 1200) n++;
  }
  return n;
}

describe("office hours", () => {
  it("reads site.json's hours and keeps the widest of several offices", () => {
    expect(HOURS).toEqual({ days: [1, 2, 3, 4, 5, 6], open: 540, close: 1200 });
    expect(parseOfficeHours("By appointment")).toBeNull();
    expect(widestOfficeHours([HOURS, parseOfficeHours("Mon–Fri 8:30–19:00")!])).toEqual({ days: [1, 2, 3, 4, 5, 6], open: 510, close: 1200 });
  });

  it("counts only office minutes: Saturday 19:50 to Monday 9:10 is twenty", () => {
    expect(officeMinutesBetween(pk("2026-09-12T19:50"), pk("2026-09-14T09:10"), HOURS)).toBe(20);
    expect(officeMinutesBetween(pk("2026-10-16T21:00"), pk("2026-10-16T22:00"), HOURS)).toBe(0);
    expect(officeMinutesBetween(pk("2026-10-16T12:00"), pk("2026-10-16T11:00"), HOURS)).toBe(0);
  });

  it("counts whole weeks at once and agrees with counting minute by minute", () => {
    for (const [from, to] of [
      ["2026-01-01T07:13", "2026-03-17T15:02"],
      ["2026-11-01T23:00", "2026-11-27T09:30"],
      ["2025-12-31T19:59", "2026-01-09T09:01"],
    ]) {
      expect(officeMinutesBetween(pk(from!), pk(to!), HOURS), `${from} → ${to}`).toBe(byMinute(pk(from!), pk(to!)));
    }
  });

  it("takes percentiles by nearest rank and says minutes the way staff read them", () => {
    expect(percentile([0, 3, 20, 660], 0.5)).toBe(3);
    expect(percentile([0, 3, 20, 660], 0.9)).toBe(660);
    expect(percentile([], 0.5)).toBeNull();
    expect([formatOfficeMinutes(12.4), formatOfficeMinutes(135), formatOfficeMinutes(120), formatOfficeMinutes(null)]).toEqual(["12 min", "2 h 15 min", "2 h", "–"]);
  });
});
