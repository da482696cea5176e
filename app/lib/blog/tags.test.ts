import { describe, expect, it } from "vitest";
import { popularTags } from "./tags";

describe("popularTags", () => {
  it("upper-cases, merges case variants and orders by use", () => {
    expect(popularTags([["packing tips", "Lahore"], ["Packing Tips"], ["karachi", "packing tips"]])).toEqual([
      { tag: "PACKING TIPS", count: 3 },
      { tag: "KARACHI", count: 1 },
      { tag: "LAHORE", count: 1 },
    ]);
  });

  it("ignores blanks and caps the list", () => {
    expect(popularTags([["a", " ", "b", "c"]], 2)).toEqual([
      { tag: "A", count: 1 },
      { tag: "B", count: 1 },
    ]);
  });
});
