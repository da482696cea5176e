import { describe, expect, it } from "vitest";
import { interpolate, placeholders } from "./interpolate";

describe("interpolate", () => {
  it("fills every {name}, including repeats and numbers", () => {
    expect(interpolate("{a} and {b}, again {a}", { a: "x", b: 0 })).toBe("x and 0, again x");
  });

  it("leaves a name without a value visible, so the bug shows", () => {
    expect(interpolate("Call {phone}", {})).toBe("Call {phone}");
  });

  it("does not treat inherited object properties as values", () => {
    expect(interpolate("{constructor}", {})).toBe("{constructor}");
  });

  it("lists a template's names once each", () => {
    expect(placeholders("{low} – {high} ({low})")).toEqual(["low", "high"]);
  });
});
