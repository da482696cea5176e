import { describe, expect, it } from "vitest";
import { checkPathCost, urduCaseRedirect } from "./path-limits";

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

  it("bounds the distinct route prefixes one discovery request makes Remix match, not only each path", () => {
    const manifest = (paths: string[]) => `/__manifest?${paths.map((path) => `p=${path.replace("?", "%3F")}`).join("&")}&version=abc`;
    // A busy page: the site-wide links, ten posts in each language, paging.
    const page = ["/", "/about", "/blogs", "/book", "/contact", "/ur", "/ur/blogs", "/search", "/blogs?page=2"];
    for (let i = 0; i < 10; i++) page.push(`/blog/id${i}/slug-${i}`, `/ur/blog/id${i}/slug-${i}`);
    expect(checkPathCost(manifest(page))).toBeUndefined();
    expect(checkPathCost(manifest(Array(500).fill("/blogs")))).toBeUndefined();
    const attack = Array.from({ length: 240 }, (_, i) => `/x${i}/b/c/d/e/f/g/h/i/j/k`);
    expect(checkPathCost(manifest(attack))?.status).toBe(400);
    expect(checkPathCost(manifest(Array.from({ length: 65 }, (_, i) => `/p${i}`)))?.status).toBe(400);
    expect(checkPathCost(manifest(["/a/b/c/d/e/f/g"]))?.status).toBe(400);
  });
});

describe("urduCaseRedirect", () => {
  it("sends /ur in another case to /ur, keeping the rest as it was", () => {
    expect(urduCaseRedirect("/Ur/blogs")).toBe("/ur/blogs");
    expect(urduCaseRedirect("/UR")).toBe("/ur");
    expect(urduCaseRedirect("/uR?page=2")).toBe("/ur?page=2");
    expect(urduCaseRedirect("/UR/blog/kqrRrF5S3fJ5/Slug")).toBe("/ur/blog/kqrRrF5S3fJ5/Slug");
    for (const target of ["/ur", "/ur/blogs", "/urdu-guide", "/Urdu", "/", "/blogs"]) expect(urduCaseRedirect(target), target).toBeUndefined();
  });
});
