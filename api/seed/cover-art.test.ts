import { describe, expect, it } from "vitest";
import { coverArtAlt, coverArtSvg, type CoverTheme } from "./cover-art";
import { seedPosts } from "./posts";
import { seedPostsUrdu } from "./posts-ur";

const THEMES: CoverTheme[] = ["boxes", "truck", "packing", "house", "eid", "route"];

describe("seeded cover art", () => {
  it("gives every theme its own description", () => {
    const alts = THEMES.map(coverArtAlt);
    expect(new Set(alts).size).toBe(THEMES.length);
    for (const alt of alts) expect(alt).toMatch(/^Illustration of .{20,}/);
  });

  it("draws the same picture for the same theme and title, and differs between themes", () => {
    expect(coverArtSvg("house", "A title")).toBe(coverArtSvg("house", "A title"));
    expect(coverArtSvg("house", "A title")).not.toBe(coverArtSvg("eid", "A title"));
  });

  it("pictures what each seeded post is about: the lantern only on Ramadan and Eid", () => {
    const coverOf = (start: string) => [...seedPosts, ...seedPostsUrdu].find((post) => post.title.startsWith(start))?.cover;
    expect(coverOf("Moving During Ramadan")).toBe("eid");
    expect([...seedPosts, ...seedPostsUrdu].filter((post) => post.cover === "eid").map((post) => post.title)).toEqual([
      "Moving During Ramadan and Eid: Plan Early and Ask for Our Eid Slots",
    ]);
    expect(coverOf("Relocating Abroad")).toBe("route");
    expect(coverOf("Islamabad to Lahore")).toBe("truck");
    expect(coverOf("Moving with Pets")).toBe("house");
    expect(coverOf("How to Pack Crockery")).toBe("packing");
    expect(coverOf("برسات میں کراچی")).toBe("truck");
  });
});
