import { PAST_PUBLISH_AT_GRACE_MS, PAST_PUBLISH_AT_MESSAGE } from "../contract/revisions";
import { clockNowIso } from "../lib/clock";
import { badRequest } from "../lib/http-errors";

/** A scheduled post is dated at its publish time, so it enters lists and feeds at the top (as WordPress does); never dated in the future. */
export function blogDateForSchedule(previous: string | null, next: string | null, now: string = clockNowIso()): string | undefined {
  if (next !== null) return next;
  if (previous !== null && previous > now) return now;
  return undefined;
}

export { PAST_PUBLISH_AT_MESSAGE };

/** A past time would back-date the post silently; resending the post's current time passes. */
export function refusePastSchedule(previous: string | null | undefined, next: string | null | undefined, now: string = clockNowIso()): void {
  if (!next) return;
  if (previous && Date.parse(previous) === Date.parse(next)) return;
  if (Date.parse(next) < Date.parse(now) - PAST_PUBLISH_AT_GRACE_MS) throw badRequest(PAST_PUBLISH_AT_MESSAGE, { publishAt: [PAST_PUBLISH_AT_MESSAGE] });
}
