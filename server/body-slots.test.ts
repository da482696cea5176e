import { describe, expect, it } from "vitest";
import { BodySlots, MAX_BODIES_PER_ADDRESS } from "./body-slots";

describe("BodySlots", () => {
  it("gives one address its share only, leaving the rest to others, and takes slots back once", () => {
    const slots = new BodySlots(64, 2);
    const held = Array.from({ length: MAX_BODIES_PER_ADDRESS }, () => slots.take("198.51.100.1", false));
    expect(held.every((slot) => typeof slot === "function")).toBe(true);
    expect(slots.take("198.51.100.1", false)).toBe("address");
    expect(typeof slots.take("198.51.100.2", false)).toBe("function");
    const release = held[0] as () => void;
    release();
    release();
    expect(typeof slots.take("198.51.100.1", false)).toBe("function");
    expect(slots.take("198.51.100.1", false)).toBe("address");
  });

  it("still caps the total and the uploads", () => {
    const slots = new BodySlots(3, 1, 8);
    expect(typeof slots.take("a", true)).toBe("function");
    expect(slots.take("b", true)).toBe("busy");
    expect(typeof slots.take("b", false)).toBe("function");
    expect(typeof slots.take("c", false)).toBe("function");
    expect(slots.take("d", false)).toBe("busy");
  });

  it("when a few addresses fill the total, a newcomer takes the oldest slot of the largest holder", () => {
    const slots = new BodySlots(64, 2);
    const evicted: string[] = [];
    for (let a = 0; a < 8; a++) {
      for (let i = 0; i < MAX_BODIES_PER_ADDRESS; i++) slots.take(`10.0.0.${a}`, false, () => evicted.push(`10.0.0.${a}#${i}`));
    }
    const newcomer = slots.take("192.0.2.9", false);
    expect(typeof newcomer).toBe("function");
    expect(evicted).toEqual(["10.0.0.0#0"]);
    // A holder no larger than the claimant plus one keeps its slots.
    expect(slots.take("10.0.0.0", false)).toBe("busy");
    for (let i = 0; i < 6; i++) expect(typeof slots.take("192.0.2.9", false)).toBe("function");
    expect(evicted).toHaveLength(7);
  });
});
