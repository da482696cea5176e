import { describe, expect, it } from "vitest";
import { COVER_THEME_COUNT, coverArtAlt, coverArtSvg } from "./cover-art";

describe("seeded cover art", () => {
  it("gives every theme its own description, repeating with the themes", () => {
    const alts = Array.from({ length: COVER_THEME_COUNT }, (_, i) => coverArtAlt(i));
    expect(new Set(alts).size).toBe(COVER_THEME_COUNT);
    for (const alt of alts) expect(alt).toMatch(/^Illustration of .{20,}/);
    for (let i = 0; i < 14; i++) expect(coverArtAlt(i)).toBe(alts[i % COVER_THEME_COUNT]);
  });

  it("draws the same picture for the same index and title, and differs between themes", () => {
    expect(coverArtSvg(3, "A title")).toBe(coverArtSvg(3, "A title"));
    expect(coverArtSvg(3, "A title")).not.toBe(coverArtSvg(4, "A title"));
    expect(coverArtSvg(1, "A title")).toBe(coverArtSvg(1 + COVER_THEME_COUNT, "A title"));
  });
});
