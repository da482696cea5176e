import { describe, expect, it } from "vitest";
import { diffRevisions, diffText, htmlToText, type RevisionText } from "./revision-diff";

const join = (parts: { kind: string; text: string }[], keep: "before" | "after") =>
  parts.filter((part) => part.kind === "same" || part.kind === (keep === "before" ? "del" : "ins")).map((part) => part.text).join("");

describe("diffText", () => {
  it("marks an inserted and a deleted word, and keeps the rest as it was", () => {
    const parts = diffText("Pack the kitchen first", "Pack the whole kitchen last");
    expect(parts[0]).toEqual({ kind: "same", text: "Pack the " });
    expect(parts.filter((part) => part.kind === "ins").map((part) => part.text.trim())).toEqual(["whole", "last"]);
    expect(parts.filter((part) => part.kind === "del").map((part) => part.text.trim())).toEqual(["first"]);
  });

  it("never marks an unchanged word as both removed and added when only the punctuation after it changed", () => {
    const parts = diffText("We moved to Karachi, then Lahore.", "We moved to Karachi and then Lahore.");
    const changed = parts.filter((part) => part.kind !== "same").map((part) => part.text);
    expect(changed.join("|")).not.toContain("Karachi");
    expect(parts.filter((part) => part.kind === "del").map((part) => part.text.trim())).toEqual([","]);
    expect(parts.filter((part) => part.kind === "ins").map((part) => part.text.trim())).toEqual(["and"]);
  });

  it("rebuilds both texts exactly from its parts", () => {
    const before = "Moving in Karachi\nduring the monsoon is hard.";
    const after = "Moving in Lahore\nduring winter is easy, and cheap.";
    const parts = diffText(before, after);
    expect(join(parts, "before")).toBe(before);
    expect(join(parts, "after")).toBe(after);
  });

  it("says nothing changed for equal texts, and everything for an empty one", () => {
    expect(diffText("same words", "same words")).toEqual([{ kind: "same", text: "same words" }]);
    expect(diffText("", "new")).toEqual([{ kind: "ins", text: "new" }]);
    expect(diffText("old", "")).toEqual([{ kind: "del", text: "old" }]);
  });

  it("compares very long texts line by line instead of word by word, still exactly", () => {
    const before = Array.from({ length: 3000 }, (_, n) => `word${n}`).join(" ") + "\nlast line\n";
    const after = Array.from({ length: 3000 }, (_, n) => `term${n}`).join(" ") + "\nlast line\n";
    const parts = diffText(before, after);
    expect(join(parts, "before")).toBe(before);
    expect(join(parts, "after")).toBe(after);
    expect(parts.at(-1)).toEqual({ kind: "same", text: "last line\n" });
  });
});

describe("diffRevisions", () => {
  const base: RevisionText = { title: "Tips", shortDescription: "Short", description: "Body", tags: "packing", images: "", status: "draft" };
  it("marks only the fields that changed", () => {
    const fields = diffRevisions(base, { ...base, title: "Better tips", status: "published" });
    expect(fields.filter((field) => field.changed).map((field) => field.label)).toEqual(["Title", "Status"]);
  });
});

describe("htmlToText", () => {
  it("keeps paragraphs and list items on their own lines and decodes entities", () => {
    expect(htmlToText("<p>Pack <strong>early</strong> &amp; label</p><ul><li>boxes</li><li>tape</li></ul>")).toBe(
      "Pack early & label\n- boxes\n- tape",
    );
  });
});
