/**
 * The API's idea of "now" for rules that depend on the time of day, such as
 * when a scheduled post goes public. Production reads the system clock; an
 * end-to-end run may shift it (API_TEST_CLOCK=1 enables the staff-only clock
 * route, see api/routes/test-clock.ts) so a test can jump past a publish time
 * instead of sleeping until it.
 */
let offsetMs = 0;

export function clockNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export function clockNowIso(): string {
  return clockNow().toISOString();
}

/** The current shift (0 unless the test clock moved it). */
export function clockOffset(): number {
  return offsetMs;
}

/** Test clock only: shift "now" by this many milliseconds from the system clock. */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
