import { describe, expect, it } from "vitest";
import { followsTitle, offeredSlug, tidySlug } from "./slug-follow";

describe("the slug offered for a title", () => {
  it("an Urdu title gets a Latin slug", () => {
    expect(offeredSlug("گھر کی شفٹنگ")).toBe("ghar-ki-shifting");
    expect(offeredSlug("کراچی سے لاہور")).toMatch(/^[a-z0-9_]+(?:-[a-z0-9_]+)*$/);
  });

  it("an English title gets the product's slug", () => {
    expect(offeredSlug("Packing Tips for Karachi")).toBe("packing-tips-for-karachi");
  });

  it("is always one the API accepts: single hyphens, none at the ends, at most 120 characters", () => {
    expect(offeredSlug("Moving checklist - 2026!")).toBe("moving-checklist-2026");
    expect(offeredSlug("- Moving -")).toBe("moving");
    const long = offeredSlug("shifting ".repeat(30));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^shifting(?:-shifting)+$/);
    expect(offeredSlug("!!!")).toBe("");
  });

  it("tidies a stored address the API made but would refuse to be sent back", () => {
    expect(tidySlug("moving---tips-")).toBe("moving-tips");
    expect(tidySlug("ghar-ki-shifting")).toBe("ghar-ki-shifting");
  });
});

describe("whether the slug field follows the title", () => {
  it("follows while empty or holding the title's own slug", () => {
    expect(followsTitle("", "")).toBe(true);
    expect(followsTitle("گھر کی شفٹنگ", "ghar-ki-shifting")).toBe(true);
    expect(followsTitle("Packing tips", "packing-tips")).toBe(true);
  });

  it("stops once a slug of the staff member's own is in it", () => {
    expect(followsTitle("گھر کی شفٹنگ", "ghar-shifting")).toBe(false);
    expect(followsTitle("Packing tips", "packing-tips-2")).toBe(false);
  });
});
