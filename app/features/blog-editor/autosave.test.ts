import { describe, expect, it } from "vitest";
import {
  autosaveBody,
  autosaveStatusText,
  clearLocalDraft,
  draftKey,
  pakistanDateTime,
  readLocalDraft,
  retryDelay,
  sameDraft,
  writeLocalDraft,
} from "./autosave";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the autosave status line", () => {
  it("says when it saved, in Pakistan time (UTC+5), as HH:MM", () => {
    expect(autosaveStatusText({ kind: "saved", at: "2026-11-25T07:04:30.000Z" })).toBe("Saved 12:04");
    expect(autosaveStatusText({ kind: "saved", at: "2026-11-25T19:30:00.000Z" })).toBe("Saved 00:30");
  });
  it("says it is offline and will retry, with an en dash", () => {
    expect(autosaveStatusText({ kind: "offline" })).toBe("Offline \u2013 will retry");
  });
  it("is empty before any change, and says when it is saving or only kept on this device", () => {
    expect(autosaveStatusText({ kind: "idle" })).toBe("");
    expect(autosaveStatusText({ kind: "saving" })).toBe("Saving…");
    expect(autosaveStatusText({ kind: "local" })).toMatch(/kept on this device/);
  });
});

describe("retryDelay", () => {
  it("doubles from 2 s and stops at a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});

describe("the local copy", () => {
  const draft = { title: "Moving tips", shortDesc: "Short", detailedDesc: "Body", tags: ["karachi"] };
  it("is kept per post, or under 'new' for a post not yet created, and read back", () => {
    const storage = memoryStorage();
    expect(draftKey("abc")).toBe("blog-draft:abc");
    expect(draftKey(undefined)).toBe("blog-draft:new");
    writeLocalDraft(storage, draftKey("abc"), { ...draft, savedAt: 1, baseVersion: 3 });
    expect(readLocalDraft(storage, draftKey("abc"))).toEqual({ ...draft, savedAt: 1, baseVersion: 3 });
    expect(readLocalDraft(storage, draftKey(undefined))).toBeNull();
    clearLocalDraft(storage, draftKey("abc"));
    expect(readLocalDraft(storage, draftKey("abc"))).toBeNull();
  });
  it("ignores garbage and a missing storage", () => {
    const storage = memoryStorage();
    storage.setItem("blog-draft:x", "{not json");
    expect(readLocalDraft(storage, "blog-draft:x")).toBeNull();
    storage.setItem("blog-draft:x", JSON.stringify({ title: 1 }));
    expect(readLocalDraft(storage, "blog-draft:x")).toBeNull();
    expect(readLocalDraft(undefined, "blog-draft:x")).toBeNull();
  });
  it("counts as the same draft despite trailing blank lines, not despite other changes", () => {
    expect(sameDraft(draft, { ...draft, detailedDesc: "Body\n" })).toBe(true);
    expect(sameDraft(draft, { ...draft, tags: ["lahore"] })).toBe(false);
    expect(sameDraft(draft, { ...draft, title: "Moving tips!" })).toBe(false);
  });
  it("keeps the language and the slug, and a change of either is a change", () => {
    const storage = memoryStorage();
    const urdu = { ...draft, title: "گھر کی شفٹنگ", language: "ur" as const, slug: "ghar-ki-shifting" };
    writeLocalDraft(storage, draftKey("abc"), { ...urdu, savedAt: 1, baseVersion: 3 });
    expect(readLocalDraft(storage, draftKey("abc"))).toEqual({ ...urdu, savedAt: 1, baseVersion: 3 });
    expect(sameDraft(urdu, { ...urdu, language: "en" })).toBe(false);
    expect(sameDraft(urdu, { ...urdu, slug: "ghar-shifting" })).toBe(false);
    // The server's draft has neither: its text decides.
    expect(sameDraft(urdu, { title: urdu.title, shortDesc: "Short", detailedDesc: "Body", tags: ["karachi"] })).toBe(true);
    storage.setItem("blog-draft:x", JSON.stringify({ ...urdu, language: "fr", savedAt: 1, baseVersion: null }));
    expect(readLocalDraft(storage, "blog-draft:x")).toBeNull();
  });
});

it("sends the draft url-encoded with its tags repeated and the version it was opened on", () => {
  const body = autosaveBody({ title: "T", shortDesc: "S", detailedDesc: "D", tags: ["a", "b"] }, 7);
  expect(body.getAll("tags")).toEqual(["a", "b"]);
  expect(body.get("baseVersion")).toBe("7");
  expect(body.get("title")).toBe("T");
  // No language or slug in the snapshot: none sent, and the API keeps the post's own.
  expect(body.has("language")).toBe(false);
  expect(body.has("slug")).toBe(false);
});

it("sends the form's language and slug with the draft, so restoring an Urdu post's draft keeps them", () => {
  const body = autosaveBody({ title: "گھر", shortDesc: "", detailedDesc: "", tags: [], language: "ur", slug: "ghar-ki-shifting" }, 2);
  expect(body.get("language")).toBe("ur");
  expect(body.get("slug")).toBe("ghar-ki-shifting");
});

it("pakistanDateTime names the day and time in Pakistan", () => {
  expect(pakistanDateTime("2026-11-25T09:30:00.000Z")).toBe("25 Nov 2026 at 14:30");
});
