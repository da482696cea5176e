import { describe, expect, it } from "vitest";
import { authorNames, languageOfPost, rowNumber, scheduleLabel } from "./blog-list.server";

describe("authorNames (docs/requirements.md, Messages)", () => {
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

describe("rowNumber (docs/requirements.md, Constants)", () => {
  it("numbers rows across pages of 10", () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(1, 10, 9)).toBe(10);
    expect(rowNumber(3, 10, 4)).toBe(25);
  });
});

describe("scheduleLabel", () => {
  const now = new Date("2026-11-25T09:00:00Z");
  it("names a published post's future publish time in Pakistan time", () => {
    expect(scheduleLabel("published", "2026-11-25T09:30:00.000Z", now)).toBe("Scheduled 25 Nov 14:30");
  });
  it("is null once the time has come, for drafts, and without a schedule", () => {
    expect(scheduleLabel("published", "2026-11-25T09:00:00.000Z", now)).toBeNull();
    expect(scheduleLabel("draft", "2026-11-26T09:00:00.000Z", now)).toBeNull();
    expect(scheduleLabel("published", null, now)).toBeNull();
  });
});

describe("languageOfPost", () => {
  it("labels each post with its language; one from a server that names none is English", () => {
    expect(languageOfPost("ur")).toEqual({ language: "ur", languageLabel: "Urdu" });
    expect(languageOfPost("en")).toEqual({ language: "en", languageLabel: "English" });
    expect(languageOfPost(undefined)).toEqual({ language: "en", languageLabel: "English" });
  });
});
