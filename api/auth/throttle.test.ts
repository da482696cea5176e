import { describe, expect, it } from "vitest";
import { consumeAll, reserve, Throttle } from "./throttle";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("Throttle", () => {
  it("allows `limit` events per window and then answers with the wait in seconds", () => {
    const time = clock();
    const throttle = new Throttle({ limit: 3, windowMs: 60_000 }, time.now);
    expect(throttle.consume("ip").ok).toBe(true);
    time.advance(10_000);
    expect(throttle.consume("ip").ok).toBe(true);
    expect(throttle.consume("ip").ok).toBe(true);
    const blocked = throttle.consume("ip");
    // The first event (10 s ago) leaves the window in 50 s.
    expect(blocked).toEqual({ ok: false, retryAfterSeconds: 50 });
    time.advance(30_000);
    expect(throttle.check("ip")).toEqual({ ok: false, retryAfterSeconds: 20 });
  });

  it("slides: the oldest event leaving the window frees one slot", () => {
    const time = clock();
    const throttle = new Throttle({ limit: 2, windowMs: 1000 }, time.now);
    throttle.consume("k");
    time.advance(500);
    throttle.consume("k");
    expect(throttle.check("k").ok).toBe(false);
    time.advance(501);
    expect(throttle.consume("k").ok).toBe(true);
    expect(throttle.check("k").ok).toBe(false);
  });

  it("keeps keys apart", () => {
    const throttle = new Throttle({ limit: 1, windowMs: 1000 });
    expect(throttle.consume("a").ok).toBe(true);
    expect(throttle.consume("a").ok).toBe(false);
    expect(throttle.consume("b").ok).toBe(true);
  });

  it("reset forgets a key (successful login clears the account's failures)", () => {
    const throttle = new Throttle({ limit: 1, windowMs: 1000 });
    throttle.record("acct");
    expect(throttle.check("acct").ok).toBe(false);
    throttle.reset("acct");
    expect(throttle.check("acct").ok).toBe(true);
  });

  it("limit 0 means no limit", () => {
    const throttle = new Throttle({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(throttle.consume("k").ok).toBe(true);
    expect(throttle.size).toBe(0);
  });

  it("never holds more than maxKeys keys", () => {
    const throttle = new Throttle({ limit: 5, windowMs: 60_000 }, Date.now, 100);
    for (let i = 0; i < 1000; i++) throttle.record(`ip-${i}`);
    expect(throttle.size).toBe(100);
  });

  it("drops keys whose events have expired", () => {
    const time = clock();
    const throttle = new Throttle({ limit: 5, windowMs: 1000 }, time.now);
    for (let i = 0; i < 999; i++) throttle.record(`ip-${i}`);
    time.advance(2000);
    throttle.record("fresh"); // the 1000th operation sweeps
    expect(throttle.size).toBe(1);
  });
});

describe("consumeAll", () => {
  it("needs every rule to allow, and counts nothing when one refuses", () => {
    const perMinute = new Throttle({ limit: 2, windowMs: 60_000 });
    const perHour = new Throttle({ limit: 3, windowMs: 3_600_000 });
    expect(consumeAll([perMinute, perHour], "ip").ok).toBe(true);
    expect(consumeAll([perMinute, perHour], "ip").ok).toBe(true);
    const refused = consumeAll([perMinute, perHour], "ip");
    expect(refused.ok).toBe(false);
    // The refused attempt did not use up the hourly allowance.
    perMinute.reset("ip");
    expect(consumeAll([perMinute, perHour], "ip").ok).toBe(true);
    perMinute.reset("ip");
    expect(consumeAll([perMinute, perHour], "ip")).toMatchObject({ ok: false });
  });
});

describe("reserve", () => {
  it("counts on every key at once, only when all allow, and can be taken back", () => {
    const time = clock();
    const pair = new Throttle({ limit: 2, windowMs: 60_000 }, time.now);
    const address = new Throttle({ limit: 3, windowMs: 60_000 }, time.now);
    const first = reserve([[pair, "a@x 1.2.3.4"], [address, "1.2.3.4"]]);
    expect(first.ok).toBe(true);
    expect(reserve([[pair, "a@x 1.2.3.4"], [address, "1.2.3.4"]]).ok).toBe(true);
    // The pair is full: nothing is counted on the address either.
    expect(reserve([[pair, "a@x 1.2.3.4"], [address, "1.2.3.4"]])).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(reserve([[address, "1.2.3.4"]]).ok).toBe(true);
    expect(reserve([[address, "1.2.3.4"]]).ok).toBe(false);
    if (first.ok) first.release();
    expect(pair.check("a@x 1.2.3.4").ok).toBe(true);
    expect(address.check("1.2.3.4").ok).toBe(true);
  });
});
