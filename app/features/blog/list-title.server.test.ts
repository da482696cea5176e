import { describe, expect, it } from "vitest";
import { blogListTitle } from "./list-title.server";

describe("blogListTitle", () => {
  it("a tag-only filter names the tag, never 'Search:  |'", () => {
    expect(blogListTitle({ title: "", tag: "karachi", page: 1 })).toBe("Posts tagged KARACHI | Moving tips blog");
  });
  it("a title search, and both together", () => {
    expect(blogListTitle({ title: "packing", tag: "", page: 1 })).toBe("Search: packing | Moving tips blog");
    expect(blogListTitle({ title: "packing", tag: "lahore", page: 1 })).toBe("Search: packing in LAHORE | Moving tips blog");
  });
  it("plain pages keep the phone placeholder", () => {
    expect(blogListTitle({ title: "", tag: "", page: 1 })).toBe("Moving tips & seasonal deals blog | Call {phone}");
    expect(blogListTitle({ title: "  ", tag: "", page: 3 })).toBe("Moving tips blog – page 3 | Call {phone}");
  });
  it("/ur/blogs is titled in Urdu", () => {
    expect(blogListTitle({ title: "", tag: "", page: 1 }, "ur")).toBe("شفٹنگ کے مشورے اور موسمی آفرز کا بلاگ | کال کریں {phone}");
    expect(blogListTitle({ title: "", tag: "lahore", page: 1 }, "ur")).toContain("LAHORE");
  });
});
