import v8 from "node:v8";

/**
 * How far V8 lets the old generation grow past what was live at the last full collection:
 * 20 % instead of V8's own factor (up to 4×, scaled to the live heap). The API's live heap is
 * small; the garbage it makes in bursts (a CSV export of a million leads, read through the pg
 * driver) was left to pile up by more than 100 MB before V8 collected it. Measured in
 * bench/lead-latency.ts: the export's memory growth +115 MB → about +15 MB; its rows a second
 * stay above the budget. The flag is read at each collection, so it holds set at start.
 */
const HEAP_GROWING_PERCENT = 20;

export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
