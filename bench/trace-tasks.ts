/**
 * The page's main-thread tasks as Lighthouse's own trace recorded them (before its simulation): how long each
 * took on the clock and on the CPU, what it was made of, and whether it ran after the observed first paint.
 * Written under a failing Lighthouse row, so "what crosses the 50 ms line" is read from the run itself.
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } } & Record<string, unknown>;
}

/** Shorter tasks are left out of the list (Lantern itself drops most tasks under 10 ms). */
const MIN_TASK_MS = 5;

/** Parts of a task, by the trace event names Chromium gives them. */
const PARTS: Record<string, string[]> = {
  parse: ["ParseHTML", "ParseAuthorStyleSheet"],
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  paint: ["PrePaint", "Paint", "Layerize", "Commit"],
  script: ["EvaluateScript", "FunctionCall", "TimerFire", "EventDispatch"],
};

export interface PageTask {
  /** ms from the start of the page's HTML parse */
  startMs: number;
  wallMs: number;
  cpuMs: number;
  afterFirstPaint: boolean;
  parts: Record<string, number>;
}

/** Tasks of at least MIN_TASK_MS on the thread that parsed `url`, from its navigation's commit on. */
export function pageTasks(events: TraceEvent[], url: string): PageTask[] {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!parse) return [];
  const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur !== undefined);
  const firstPaint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid);
  // The navigation's commit runs in the task just before the parse begins.
  const from = parse.ts - 100_000;
  return thread
    .filter((e) => e.name === "RunTask" && e.ts >= from && e.dur! >= MIN_TASK_MS * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
      const parts: Record<string, number> = {};
      for (const [part, names] of Object.entries(PARTS)) {
        const ms = inside.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur! / 1000, 0);
        if (ms >= 0.5) parts[part] = ms;
      }
      return {
        startMs: (task.ts - parse.ts) / 1000,
        wallMs: task.dur! / 1000,
        cpuMs: (task.tdur ?? task.dur!) / 1000,
        afterFirstPaint: firstPaint !== undefined && task.ts >= firstPaint.ts,
        parts,
      };
    });
}

export function describeTasks(tasks: PageTask[]): string {
  if (tasks.length === 0) return `no task of ${MIN_TASK_MS} ms or more found for the page in the trace`;
  return tasks
    .map((t) => {
      const parts = Object.entries(t.parts)
        .sort((a, b) => b[1] - a[1])
        .map(([part, ms]) => `${part} ${Math.round(ms)}`)
        .join(", ");
      return `${t.afterFirstPaint ? "after paint " : ""}@${Math.round(t.startMs)} ms: ${Math.round(t.wallMs)} ms (CPU ${Math.round(t.cpuMs)})${parts ? ` ${parts}` : ""}`;
    })
    .join(" · ");
}
