import { describe, expect, it } from "vitest";
import { type TraceEvent, describeTasks, pageTasks } from "./trace-tasks";

const URL = "http://127.0.0.1:3200/";
const X = (name: string, ts: number, durMs: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: "X", pid: 7, tid: 1, ts, dur: durMs * 1000, ...extra });

/** A load as Chromium traces it: the commit, two parse tasks, the first render, a paint after it; another renderer beside it. */
const events: TraceEvent[] = [
  X("RunTask", 980_000, 20, { tdur: 9_000 }),
  X("RunTask", 1_000_000, 17, { tdur: 4_000 }),
  X("ParseHTML", 1_000_000, 16, { args: { beginData: { url: URL } } }),
  X("RunTask", 1_020_000, 3),
  X("RunTask", 1_050_000, 69, { tdur: 42_000 }),
  X("UpdateLayoutTree", 1_050_100, 17),
  X("Layout", 1_067_200, 39),
  X("Paint", 1_106_500, 4),
  X("PrePaint", 1_110_600, 3),
  { name: "firstContentfulPaint", ph: "R", pid: 7, tid: 1, ts: 1_125_000 },
  X("RunTask", 1_130_000, 9),
  X("Paint", 1_130_100, 6),
  // The omnibox's WebUI renderer, busy at the same time: not the page's thread.
  X("RunTask", 1_050_000, 30, { pid: 9 }),
  X("ParseHTML", 1_050_000, 30, { pid: 9, args: { beginData: { url: "chrome://omnibox-popup.top-chrome/" } } }),
];

describe("pageTasks", () => {
  it("lists the page's tasks of 5 ms or more, with their parts, CPU time and whether they ran after the first paint", () => {
    const tasks = pageTasks(events, URL);
    expect(tasks.map((t) => [t.startMs, t.wallMs, t.cpuMs, t.afterFirstPaint])).toEqual([
      [-20, 20, 9, false],
      [0, 17, 4, false],
      [50, 69, 42, false],
      [130, 9, 9, true],
    ]);
    expect(tasks[1]!.parts).toEqual({ parse: 16 });
    expect(tasks[2]!.parts).toEqual({ style: 17, layout: 39, paint: 7 });
    expect(tasks[3]!.parts).toEqual({ paint: 6 });
  });

  it("finds nothing for a page the trace did not parse", () => {
    expect(pageTasks(events, "http://127.0.0.1:3200/about")).toEqual([]);
    expect(describeTasks([])).toBe("no task of 5 ms or more found for the page in the trace");
  });

  it("describes each task in one short clause, the largest part first", () => {
    expect(describeTasks(pageTasks(events, URL))).toBe(
      "@-20 ms: 20 ms (CPU 9) · @0 ms: 17 ms (CPU 4) parse 16 · @50 ms: 69 ms (CPU 42) layout 39, style 17, paint 7 · after paint @130 ms: 9 ms (CPU 9) paint 6",
    );
  });
});
