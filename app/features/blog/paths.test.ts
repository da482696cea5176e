import { describe, expect, it } from "vitest";
import { blogPath, slugify } from "./paths";

describe("slugify (docs/requirements.md, Messages)", () => {
  it("lowercases, trims and joins words with single hyphens", () => {
    expect(slugify("  Moving   House in Lahore  ")).toBe("moving-house-in-lahore");
  });

  it("removes characters other than word characters, whitespace and hyphens", () => {
    expect(slugify("Eid Deals: 10% off & free boxes!")).toBe("eid-deals-10-off-free-boxes");
  });

  it("keeps existing hyphens and underscores", () => {
    expect(slugify("Door-to-door move_plan")).toBe("door-to-door-move_plan");
  });
});

describe("blogPath", () => {
  it("uses the API slug when present", () => {
    expect(blogPath({ _id: "abc", title: "Whatever", slug: "given-slug" })).toBe("/blog/abc/given-slug");
  });

  it("derives the slug from the title otherwise", () => {
    expect(blogPath({ _id: "abc", title: "Packing Tips" })).toBe("/blog/abc/packing-tips");
  });

  it("falls back to the id alone when the title has no word characters", () => {
    expect(blogPath({ _id: "abc", title: "!!!" })).toBe("/blog/abc");
  });
});
