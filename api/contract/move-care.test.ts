import { describe, expect, it } from "vitest";
import { isComplaint, summarizeRatings } from "./move-care";

describe("ratings after moves", () => {
  it("sums count, mean to one decimal, complaints (1 to 3) and the spread", () => {
    expect(summarizeRatings([5, 4, 2, 5, 1, 3])).toEqual({ count: 6, average: 3.3, complaints: 3, byRating: [1, 1, 1, 1, 2] });
  });

  it("has no average without ratings, and ignores what is not a rating", () => {
    expect(summarizeRatings([])).toEqual({ count: 0, average: null, complaints: 0, byRating: [0, 0, 0, 0, 0] });
    expect(summarizeRatings([0, 6, 2.5, 4])).toMatchObject({ count: 1, average: 4 });
  });

  it("calls 1 to 3 a complaint, 4 and 5 not, and no rating not", () => {
    expect([1, 2, 3, 4, 5, null].map(isComplaint)).toEqual([true, true, true, false, false, false]);
  });
});
