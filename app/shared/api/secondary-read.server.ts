/**
 * A hung API costs the home page one second, not API_TIMEOUT_MS (10 s). The shared read goes on, so later
 * visitors join it and the next render uses its answer.
 */
export const SECONDARY_SECTION_BUDGET_MS = 1_000;

const QUIET_MS = 10_000;
const lastSaid = new Map<string, number>();

export function withinBudget<T>(read: Promise<T>, what: string, ms = SECONDARY_SECTION_BUDGET_MS, now = Date.now): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      say(what, `no answer within ${ms} ms, shown without it`, now);
      resolve(null);
    }, ms);
  });
  const answered = read.then(
    (value) => value,
    (error: unknown) => {
      say(what, (error as Error)?.message ?? String(error), now);
      return null;
    },
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/** A hung API would otherwise log once per page view. */
function say(what: string, why: string, now: () => number): void {
  const at = now();
  if (at - (lastSaid.get(what) ?? -Infinity) < QUIET_MS) return;
  lastSaid.set(what, at);
  console.error(`${what} unavailable: ${why}`);
}
