import { describe, expect, it } from "vitest";
import { checkContentType, checkHost, checkMethod, checkSameOrigin, checkTarget, isEditorPath, isMovePhotoPath, isValidHost } from "./request-guards";

describe("checkTarget", () => {
  it("passes origin-form paths with queries", () => {
    expect(checkTarget("/blogs?page=2&title=x")).toBeUndefined();
    expect(checkTarget("/blog/abc.data")).toBeUndefined();
  });
  it("refuses absolute and authority forms", () => {
    expect(checkTarget("http://evil.example/")?.status).toBe(400);
    expect(checkTarget("//evil.example/")?.status).toBe(400);
    expect(checkTarget("*")?.status).toBe(400);
  });
  it("refuses Remix's legacy _data requests in any spelling (Remix answers an unknown id with 500)", () => {
    for (const target of ["/login?_data", "/login?_data=", "/?a=1&_data=root", "/?%5Fdata=routes%2Fblogs"]) expect(checkTarget(target)?.status, target).toBe(400);
    expect(checkTarget("/blogs?my_data=1")).toBeUndefined();
  });
});

describe("checkMethod", () => {
  it("answers 405 with Allow for methods no route takes", () => {
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE", "CONNECT", "PROPFIND"]) {
      expect(checkMethod(method)).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST, OPTIONS" } });
    }
    expect(checkMethod("POST")).toBeUndefined();
  });
});

describe("checkHost", () => {
  it("accepts names, IPv4 and bracketed IPv6, with ports", () => {
    for (const host of ["manzilmovers.pk", "localhost:3000", "127.0.0.1:3100", "[::1]:3000", "www.example.com."]) expect(isValidHost(host)).toBe(true);
  });

  it("refuses missing, malformed or out-of-range hosts with 400", () => {
    for (const host of [undefined, "", "a b", "evil.example/path", "x:99999", "::1", "é.example", "host:port", "a".repeat(300)]) {
      expect(checkHost({ host }, false)).toMatchObject({ status: 400 });
    }
  });

  it("checks X-Forwarded-Host only when a proxy is trusted", () => {
    expect(checkHost({ host: "ok.example", "x-forwarded-host": "bad host" }, false)).toBeUndefined();
    expect(checkHost({ host: "ok.example", "x-forwarded-host": "bad host" }, true)).toMatchObject({ status: 400 });
  });
});

describe("checkSameOrigin", () => {
  const own = ["http://127.0.0.1:3000", "https://manzilmovers.pk"];
  it("lets same-origin and header-less posts through", () => {
    expect(checkSameOrigin("POST", { origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }, own)).toBeUndefined();
    expect(checkSameOrigin("POST", { origin: "https://manzilmovers.pk" }, own)).toBeUndefined();
    expect(checkSameOrigin("POST", { origin: "https://MANZILMOVERS.pk:443" }, own)).toBeUndefined();
    expect(checkSameOrigin("POST", {}, own)).toBeUndefined();
    // A no-referrer page's own form: Origin "null", but the browser says it is same-origin.
    expect(checkSameOrigin("POST", { origin: "null", "sec-fetch-site": "same-origin" }, own)).toBeUndefined();
    expect(checkSameOrigin("GET", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, own)).toBeUndefined();
  });

  it("refuses cross-site, same-site, null and malformed origins with 403", () => {
    for (const headers of [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "http://127.0.0.1:3000" },
      { origin: "null" },
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: "not a url" },
      { origin: "javascript://127.0.0.1:3000" },
      // The whole origin counts, not the host alone.
      { origin: "https://127.0.0.1:3000" },
      { origin: "http://127.0.0.1:3001" },
      { origin: "http://manzilmovers.pk" },
    ]) {
      expect(checkSameOrigin("POST", headers, own)).toEqual({ status: 403, message: "Cross-site form posts are not accepted." });
    }
  });
});

describe("checkContentType", () => {
  it("takes url-encoded forms, and multipart only where allowed", () => {
    expect(checkContentType({ "content-type": "application/x-www-form-urlencoded;charset=UTF-8", "content-length": "3" }, false)).toEqual({ kind: "form" });
    expect(checkContentType({ "content-type": "multipart/form-data; boundary=----x", "content-length": "3" }, true)).toEqual({ kind: "multipart" });
    expect(checkContentType({ "content-type": "multipart/form-data; boundary=----x", "content-length": "3" }, false)).toMatchObject({ status: 415 });
    expect(checkContentType({ "content-type": "multipart/form-data", "content-length": "3" }, true)).toMatchObject({ status: 400 });
  });

  it("refuses JSON and text bodies with 415 and a bodiless post without a type passes", () => {
    expect(checkContentType({ "content-type": "application/json", "content-length": "2" }, false)).toMatchObject({ status: 415 });
    expect(checkContentType({ "content-type": "text/plain" }, false)).toMatchObject({ status: 415 });
    expect(checkContentType({ "transfer-encoding": "chunked" }, false)).toMatchObject({ status: 415 });
    expect(checkContentType({}, false)).toEqual({ kind: "none" });
  });
});

describe("isEditorPath", () => {
  it("names the blog editor's actions only", () => {
    for (const path of ["/blog-create", "/blog-edit/abc123", "/blog-editor/save", "/blog-create.data"]) expect(isEditorPath(path)).toBe(true);
    for (const path of ["/contact", "/blog-edit", "/blog-edit/a/b", "/blog/abc/slug"]) expect(isEditorPath(path)).toBe(false);
  });
});

describe("isMovePhotoPath", () => {
  it("is a room of a move page or its review, in either language, and nothing else", () => {
    const token = "a".repeat(43);
    for (const path of [`/move/${token}/room/kitchen`, `/ur/move/${token}/room/bedroom-1`, `/move/${token}/room/kitchen.data`, `/move/${token}/review`, `/ur/move/${token}/review`]) expect(isMovePhotoPath(path)).toBe(true);
    for (const path of [`/move/${token}`, `/move/short/room/kitchen`, `/move/${token}/room/Kitchen`, `/move/${token}/room/a/b`, `/move/${token}/reviews`, "/contact"]) expect(isMovePhotoPath(path)).toBe(false);
  });

  it("is also the staff twin of a room (a lead's), and not the lead's other pages", () => {
    for (const path of ["/leads/abc_12-X/move/room/kitchen", "/leads/abc/move/room/bedroom-1.data"]) expect(isMovePhotoPath(path)).toBe(true);
    for (const path of ["/leads/abc", "/leads/abc/move/room", "/leads/abc/move/room/Kitchen", "/leads/abc/move-photos/x", "/leads/a.b/move/room/kitchen", "/ur/leads/abc/move/room/kitchen"]) expect(isMovePhotoPath(path)).toBe(false);
  });
});
