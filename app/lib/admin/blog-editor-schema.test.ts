import { describe, expect, it } from "vitest";
import { PAST_PUBLISH_AT_MESSAGE } from "~contract/revisions";
import { blogEditorSchema } from "./blog-editor-schema";

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
