import { describe, expect, it } from "vitest";
import { idSchema } from "../contract/common";
import { isId, newId, newLeadReference, REFERENCE_PATTERN } from "./ids";

describe("newId", () => {
  it("is 12 URL-safe characters that the contract accepts as an id", () => {
    for (let i = 0; i < 200; i++) {
      const id = newId();
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(isId(id)).toBe(true);
      expect(idSchema.safeParse(id).success).toBe(true);
      expect(encodeURIComponent(id)).toBe(id);
    }
  });

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 20_000 }, newId));
    expect(ids.size).toBe(20_000);
  });
});

describe("newLeadReference", () => {
  it("looks like MZ-7K3Q9P and never uses 0, O, 1, I or L", () => {
    for (let i = 0; i < 500; i++) {
      const reference = newLeadReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01OIL]/);
    }
  });
});
