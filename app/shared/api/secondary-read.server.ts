/**
 * A page's API-fed section that is not the page's main content (the home
 * page's latest posts) waits at most this long; then the page is finished
 * without it. The page's own content never depends on the API, so a hung or
 * slow API costs visitors one second, not API_TIMEOUT_MS (10 s), which stays
 * the limit for pages whose main content is the API's (blog list, post).
 * The read itself goes on (a shared read: later visitors join it instead of
 * asking a hung API again) and the next render uses its answer.
 */
export const SECONDARY_SECTION_BUDGET_MS = 1_000;

const QUIET_MS = 10_000;
const lastSaid = new Map<string, number>();

/** `read`'s value, or null when it fails or takes longer than `ms`. */
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

/** One line per section per 10 s: a hung API would otherwise log once per page view. */
function say(what: string, why: string, now: () => number): void {
  const at = now();
  if (at - (lastSaid.get(what) ?? -Infinity) < QUIET_MS) return;
  lastSaid.set(what, at);
  console.error(`${what} unavailable: ${why}`);
}
