import { describe, expect, it } from "vitest";
import { ApiError } from "~/shared/api/client.server";
import { BLOG_SAVE_MESSAGES } from "./messages";
import { blogSaveFailure } from "./save-outcome.server";

const http = (status: number, serverMessage?: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError(`API answered ${status}`, "http", status, serverMessage, fieldErrors);

describe("blogSaveFailure (docs/requirements.md, Messages)", () => {
  it("the API answered with an error status → 'Failed to create blog.' / 'Failed to update blog.'", () => {
    expect(blogSaveFailure("create", http(400, "Bad input")).message).toBe("Failed to create blog.");
    expect(blogSaveFailure("edit", http(500)).message).toBe("Failed to update blog.");
    expect(blogSaveFailure("edit", http(404)).exception).toBe(false);
  });

  it("carries the API's field errors to the editor's fields", () => {
    const failure = blogSaveFailure(
      "create",
      http(400, "Bad input", { title: ["Title must be at most 200 characters"], "tags[3]": ["Too long"], imageAlt: ["Too long alt"], blogDate: ["x"] }),
    );
    expect(failure.fieldErrors).toEqual({
      title: ["Title must be at most 200 characters"],
      tags: ["Too long"],
      uploads: ["Too long alt"],
    });
  });

  it("puts the API's language and slug errors under the editor's Language and Slug fields", () => {
    const slugMessage = "Write the address in small Latin letters, digits and hyphens, e.g. ghar-ki-shifting";
    const failure = blogSaveFailure("edit", http(400, "Bad input", { language: ["Choose English or Urdu"], slug: [slugMessage] }));
    expect(failure.fieldErrors).toEqual({ language: ["Choose English or Urdu"], slug: [slugMessage] });
  });

  it("no answer (network, timeout) or anything else → 'Something went wrong.'", () => {
    for (const error of [new ApiError("down", "network"), new ApiError("slow", "timeout"), new Error("bug")]) {
      const failure = blogSaveFailure("create", error);
      expect(failure).toEqual({ message: BLOG_SAVE_MESSAGES.exception, exception: true });
    }
    expect(BLOG_SAVE_MESSAGES.exception).toBe("Something went wrong.");
  });

});
