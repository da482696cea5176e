import { describe, expect, it } from "vitest";
import { showsFloatingButtons } from "./floating-visibility";

describe("showsFloatingButtons", () => {
  it.each(["/", "/about", "/blogs", "/blog/abc", "/blog-edit/abc", "/contact", "/leadership"])("shows on %s", (path) => {
    expect(showsFloatingButtons(path)).toBe(true);
  });

  it.each(["/login", "/login?redirectTo=/blog-list", "/blog-create", "/blog-list", "/blog-list?page=2", "/leads", "/leads/abc123", "/leads?view=due"])(
    "hides on %s",
    (path) => {
      expect(showsFloatingButtons(path)).toBe(false);
    },
  );
});
