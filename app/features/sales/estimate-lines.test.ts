import { describe, expect, it } from "vitest";
import { runningTotal } from "./estimate-lines";

describe("the estimate form's running total", () => {
  it("adds the amounts as people type them and leaves out what is not a whole amount yet", () => {
    expect(runningTotal(["65,000", "Rs. 15000", "", "abc", "-500", " 2,000 "])).toBe(82_000);
    expect(runningTotal([])).toBe(0);
  });
});
