import { describe, expect, it } from "vitest";
import { popularTags, rankTags } from "./tags";

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

describe("rankTags", () => {
  it("takes counts as they come (the API's tag counts), merging case variants and ordering by use", () => {
    expect(rankTags([{ tag: "lahore", count: 2 }, { tag: "PACKING", count: 5 }, { tag: "Lahore", count: 4 }, { tag: " ", count: 9 }], 2)).toEqual([
      { tag: "LAHORE", count: 6 },
      { tag: "PACKING", count: 5 },
    ]);
  });
});
