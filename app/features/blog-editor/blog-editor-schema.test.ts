import { describe, expect, it } from "vitest";
import { PAST_PUBLISH_AT_MESSAGE } from "~contract/revisions";
import { blogEditorSchema } from "./blog-editor-schema";
import { EMPTY_BLOG } from "./blog-editor-values";

/** The editor's "Publish at (Pakistan time)" field, as the browser and the action check it. */
describe("Publish at", () => {
  const parse = (publishAt: string) => blogEditorSchema.safeParse({ title: "Packing tips", publishAt });
  const messages = (publishAt: string) => {
    const result = parse(publishAt);
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === "publishAt").map((issue) => issue.message);
  };

  it("refuses a time that has passed with a message saying what to do, instead of back-dating the post", () => {
    expect(messages("2024-01-15T10:00")).toEqual([PAST_PUBLISH_AT_MESSAGE]);
    expect(PAST_PUBLISH_AT_MESSAGE).toBe("That publish time has already passed. Choose a time in the future, or leave it empty to publish now.");
  });

  it("takes a future time, and empty (publish now)", () => {
    expect(parse("2099-12-31T23:30").success).toBe(true);
    expect(parse("").success).toBe(true);
  });
});

/** The editor's Language and "Slug (web address)" fields. */
describe("Language and slug", () => {
  const slugMessage = "Write the address in small Latin letters, digits and hyphens, e.g. ghar-ki-shifting";
  const issues = (input: Record<string, unknown>, field: string) => {
    const result = blogEditorSchema.safeParse({ title: "گھر کی شفٹنگ", ...input });
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
  };

  it("a new post is English unless Urdu is chosen; another language is refused", () => {
    expect(EMPTY_BLOG.language).toBe("en");
    expect(blogEditorSchema.parse({ title: "Packing tips" }).language).toBe("en");
    expect(blogEditorSchema.parse({ title: "گھر کی شفٹنگ", language: "ur" }).language).toBe("ur");
    expect(issues({ language: "fr" }, "language")).toEqual(["Choose English or Urdu"]);
  });

  it("takes small Latin words joined by hyphens, and no slug at all", () => {
    expect(blogEditorSchema.parse({ title: "x", slug: "ghar-ki-shifting_2" }).slug).toBe("ghar-ki-shifting_2");
    expect(blogEditorSchema.parse({ title: "x" }).slug).toBeUndefined();
  });

  it("refuses capitals, spaces, Urdu letters and stray hyphens with a message saying how to write it", () => {
    for (const slug of ["Ghar-Ki-Shifting", "ghar ki shifting", "گھر", "ghar--ki", "-ghar", "ghar-"]) {
      expect(issues({ slug }, "slug")).toEqual([slugMessage]);
    }
    expect(issues({ slug: "a".repeat(121) }, "slug")).toEqual(["The address must be at most 120 characters"]);
  });
});
