import { describe, expect, it } from "vitest";
import { checkPathCost } from "./path-limits";

describe("checkPathCost", () => {
  it("lets every real page through", () => {
    for (const target of ["/", "/ur/blog/abc123/moving-house-in-lahore-a-checklist", "/blog-edit/abc/revisions?a=1", "/__manifest?version=1&p=%2Fblogs&p=%2Fur%2Fblog%2Fx%2Fy"]) {
      expect(checkPathCost(target), target).toBeUndefined();
    }
  });

  it("answers deep paths 404, long ones 414, deep discovery 400", () => {
    expect(checkPathCost(`/${"a/".repeat(13)}`)?.status).toBe(404);
    expect(checkPathCost(`/${"a".repeat(1_100)}`)?.status).toBe(414);
    expect(checkPathCost(`/?q=${"a".repeat(9_000)}`)?.status).toBe(414);
    expect(checkPathCost(`/__manifest?p=${encodeURIComponent(`/${"a/".repeat(20)}`)}`)?.status).toBe(400);
  });
});
