import { describe, expect, it } from "vitest";
import { jobAssignmentInputSchema, jobScheduleInputSchema, windowsOverlap } from "./jobs";

describe("windowsOverlap: one vehicle or person per moment", () => {
  const morning = { date: "2026-12-01", start: "09:00", end: "13:00" };

  it("sees two windows on the same date that share a minute as overlapping", () => {
    expect(windowsOverlap(morning, { date: "2026-12-01", start: "12:59", end: "17:00" })).toBe(true);
    expect(windowsOverlap(morning, { date: "2026-12-01", start: "10:00", end: "11:00" })).toBe(true);
    expect(windowsOverlap({ date: "2026-12-01", start: "07:00", end: "18:00" }, morning)).toBe(true);
  });

  it("lets a job start when the other ends, and ignores other dates and undated jobs", () => {
    expect(windowsOverlap(morning, { date: "2026-12-01", start: "13:00", end: "17:00" })).toBe(false);
    expect(windowsOverlap({ date: "2026-12-01", start: "06:00", end: "09:00" }, morning)).toBe(false);
    expect(windowsOverlap(morning, { ...morning, date: "2026-12-02" })).toBe(false);
    expect(windowsOverlap({ ...morning, date: null }, { ...morning, date: null })).toBe(false);
  });
});

describe("job forms' rules", () => {
  it("refuses a window that ends before it starts and a time that is not HH:MM", () => {
    const result = jobScheduleInputSchema.safeParse({ date: "2026-12-01", windowStart: "14:00", windowEnd: "10:00" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["The window must end after it starts"]);
    expect(jobScheduleInputSchema.safeParse({ date: "2026-02-30", windowStart: "9", windowEnd: "25:00" }).error?.issues.map((i) => i.path[0])).toEqual(["date", "windowStart", "windowEnd"]);
  });

  it("wants the crew lead among the crew on the job", () => {
    const result = jobAssignmentInputSchema.safeParse({ vehicleIds: [], crewIds: ["a"], crewLeadId: "b" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["The crew lead must be one of the crew on this job"]);
    expect(jobAssignmentInputSchema.safeParse({ vehicleIds: [], crewIds: ["a"], crewLeadId: "a" }).success).toBe(true);
  });
});
