import { describe, expect, it } from "vitest";
import { pageWindow, totalPages } from "./pagination";

describe("totalPages (docs/requirements.md, Constants)", () => {
  it("is ceil(total / limit)", () => {
    expect(totalPages(14, 10)).toBe(2);
    expect(totalPages(20, 10)).toBe(2);
    expect(totalPages(21, 10)).toBe(3);
  });

  it("is at least 1 so an empty list still has a page", () => {
    expect(totalPages(0, 10)).toBe(1);
  });
});

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows first, last and neighbours with gaps when there are many", () => {
    expect(pageWindow(10, 100)).toEqual([1, null, 9, 10, 11, null, 100]);
    expect(pageWindow(1, 100)).toEqual([1, 2, null, 100]);
    expect(pageWindow(100, 100)).toEqual([1, null, 99, 100]);
  });
});
