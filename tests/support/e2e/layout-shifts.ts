import type { Page } from "@playwright/test";

/**
 * Every layout shift since the page began, as "value classes-of-what-moved" (empty when nothing moved): a buffered
 * observer answers at once when there was one. Call it once the page has hydrated.
 */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources?: { node?: Element }[] };
        new PerformanceObserver((list) => {
          resolve((list.getEntries() as Shift[]).map((shift) => `${shift.value.toFixed(3)} ${(shift.sources ?? []).map((source) => source.node?.getAttribute("class") ?? source.node?.nodeName ?? "?").join(", ")}`));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve([]), 1000);
      }),
  );
}
