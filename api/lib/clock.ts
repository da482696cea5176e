/** An e2e run may shift it (API_TEST_CLOCK=1, api/routes/test-clock.ts) to jump past a publish time instead of sleeping. */
let offsetMs = 0;

export function clockNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export function clockNowIso(): string {
  return clockNow().toISOString();
}

export function clockOffset(): number {
  return offsetMs;
}

export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
