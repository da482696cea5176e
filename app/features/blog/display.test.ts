import { describe, expect, it } from "vitest";
import { shownKeywords } from "./display";

describe("shownKeywords", () => {
  it("on Urdu pages shows the Urdu-script tags of a post that also carries Latin twins for search", () => {
    expect(shownKeywords(["کراچی", "برسات", "karachi", "monsoon"], "ur")).toEqual(["کراچی", "برسات"]);
    expect(shownKeywords([{ tag: "KARACHI" }, { tag: "کراچی" }], "ur", ({ tag }) => tag)).toEqual([{ tag: "کراچی" }]);
  });

  it("keeps Latin tags when a post has no Urdu ones, and every tag on English pages", () => {
    expect(shownKeywords(["karachi", "packing"], "ur")).toEqual(["karachi", "packing"]);
    expect(shownKeywords(["کراچی", "karachi"], "en")).toEqual(["کراچی", "karachi"]);
  });
});
