import { describe, expect, it } from "vitest";
import { guardAction, isCrossSitePost } from "./same-origin.server";

const post = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/blog/x/y", { method: "POST", headers: { host: "127.0.0.1:3000", ...headers } });

describe("isCrossSitePost", () => {
  it("accepts same-origin posts", () => {
    expect(isCrossSitePost(post({ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }))).toBe(false);
  });

  it("rejects posts another site makes the browser send", () => {
    expect(isCrossSitePost(post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSitePost(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSitePost(post({ "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSitePost(post({ origin: "null" }))).toBe(true);
  });

  it("lets non-browser clients without those headers through", () => {
    expect(isCrossSitePost(post({}))).toBe(false);
  });

  it("ignores GET requests", () => {
    expect(isCrossSitePost(new Request("http://127.0.0.1/x", { headers: { "sec-fetch-site": "cross-site" } }))).toBe(false);
  });
});

describe("guardAction", () => {
  it("throws 403 for a cross-site post and 413 for a huge body", () => {
    expect.assertions(2);
    try {
      guardAction(post({ origin: "https://evil.example" }));
    } catch (error) {
      expect((error as Response).status).toBe(403);
    }
    try {
      guardAction(post({ origin: "http://127.0.0.1:3000", "content-length": String(10 * 1024 * 1024) }));
    } catch (error) {
      expect((error as Response).status).toBe(413);
    }
  });
});
