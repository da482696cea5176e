import { describe, expect, it } from "vitest";
import { showsFloatingButtons } from "./floating-visibility";

describe("showsFloatingButtons", () => {
  it.each(["/", "/about", "/blogs", "/blog/abc", "/contact", "/leadership", "/estimate/abc", "/move/abc"])("shows on %s", (path) => {
    expect(showsFloatingButtons(path)).toBe(true);
  });

  it.each(["/login", "/login?redirectTo=/blog-list", "/blog-create", "/blog-list", "/blog-list?page=2", "/leads", "/leads/abc123", "/leads?view=due", "/blog-edit/abc", "/blog-edit/abc/revisions", "/blog-comments", "/jobs", "/jobs?date=2026-11-29", "/jobs/abc/sheet", "/fleet", "/payments", "/payments/abc/receipt", "/dashboard"])(
    "hides on %s",
    (path) => {
      expect(showsFloatingButtons(path)).toBe(false);
    },
  );
});
