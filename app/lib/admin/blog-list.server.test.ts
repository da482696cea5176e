import { describe, expect, it } from "vitest";
import { authorNames, rowNumber } from "./blog-list.server";

describe("authorNames (spec §6)", () => {
  it("maps author ids to names from the user list, or 'Unknown'", () => {
    const nameOf = authorNames([
      { _id: "u1", name: "Sana Staff" },
      { _id: "u2", name: "Bilal" },
    ]);
    expect(nameOf("u2")).toBe("Bilal");
    expect(nameOf("gone")).toBe("Unknown");
    expect(nameOf(null)).toBe("Unknown");
    expect(nameOf(undefined)).toBe("Unknown");
  });
});

describe("rowNumber (spec §9)", () => {
  it("numbers rows across pages of 10", () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(1, 10, 9)).toBe(10);
    expect(rowNumber(3, 10, 4)).toBe(25);
  });
});
