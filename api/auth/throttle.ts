import type { RateLimit } from "../config";

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Sliding-window counter per key (an IP address, an account), in memory:
 * one API process serves the site. `limit` 0 means no limit. Keys whose
 * events have all left the window are dropped as the map is used, and the
 * map never holds more than `maxKeys` keys (the oldest go first).
 */
export class Throttle {
  private readonly events = new Map<string, number[]>();
  private operations = 0;

  constructor(
    private readonly rule: RateLimit,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Whether key may act now, without counting anything. */
  check(key: string): ThrottleVerdict {
    if (this.rule.limit <= 0) return { ok: true };
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return { ok: true };
    const oldest = recent[recent.length - this.rule.limit]!;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.rule.windowMs - this.now()) / 1000)) };
  }

  /** Counts one event for key; returns its time, which forget() takes to take it back. */
  record(key: string): number {
    const at = this.now();
    if (this.rule.limit <= 0) return at;
    const recent = this.recent(key);
    recent.push(at);
    // Only the newest `limit` events can matter.
    if (recent.length > this.rule.limit) recent.splice(0, recent.length - this.rule.limit);
    this.events.delete(key);
    this.events.set(key, recent);
    if (this.events.size > this.maxKeys) this.events.delete(this.events.keys().next().value!);
    if (++this.operations % 1000 === 0) this.sweep();
    return at;
  }

  /** Takes back one event recorded at `at` (a reservation that turned out not to count). */
  forget(key: string, at: number): void {
    const list = this.events.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
  }

  /** check, and record when allowed. */
  consume(key: string): ThrottleVerdict {
    const verdict = this.check(key);
    if (verdict.ok) this.record(key);
    return verdict;
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  get size(): number {
    return this.events.size;
  }

  private recent(key: string): number[] {
    const list = this.events.get(key);
    if (!list) return [];
    const cutoff = this.now() - this.rule.windowMs;
    while (list.length > 0 && list[0]! <= cutoff) list.shift();
    return list;
  }

  private sweep(): void {
    const cutoff = this.now() - this.rule.windowMs;
    for (const [key, list] of this.events) {
      if (list.length === 0 || list[list.length - 1]! <= cutoff) this.events.delete(key);
    }
  }
}

/** Several rules over one key (5 a minute and 30 an hour): all must allow. */
export function consumeAll(throttles: Throttle[], key: string): ThrottleVerdict {
  let worst = 0;
  for (const throttle of throttles) {
    const verdict = throttle.check(key);
    if (!verdict.ok) worst = Math.max(worst, verdict.retryAfterSeconds);
  }
  if (worst > 0) return { ok: false, retryAfterSeconds: worst };
  for (const throttle of throttles) throttle.record(key);
  return { ok: true };
}

export type Reservation = { ok: true; release(): void } | { ok: false; retryAfterSeconds: number };

/**
 * Checks every (throttle, key) pair and, only if all allow, counts one event
 * on each, in one synchronous step. A caller reserves before slow work (the
 * password hash) so that requests arriving together cannot all pass the
 * check before any of them is counted; `release()` takes the events back
 * when the work shows they should not count (a correct password).
 */
export function reserve(entries: ReadonlyArray<readonly [Throttle, string]>): Reservation {
  let worst = 0;
  for (const [throttle, key] of entries) {
    const verdict = throttle.check(key);
    if (!verdict.ok) worst = Math.max(worst, verdict.retryAfterSeconds);
  }
  if (worst > 0) return { ok: false, retryAfterSeconds: worst };
  const recorded = entries.map(([throttle, key]) => [throttle, key, throttle.record(key)] as const);
  return {
    ok: true,
    release: () => {
      for (const [throttle, key, at] of recorded) throttle.forget(key, at);
    },
  };
}
