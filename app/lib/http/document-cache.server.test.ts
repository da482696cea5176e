import { describe, expect, it } from "vitest";
import { DocumentCache, documentCacheKey, isPersonalised } from "./document-cache.server";

const NONCE_A = "AAAAAAAAAAAAAAAAAAAAAA==";
const NONCE_B = "BBBBBBBBBBBBBBBBBBBBBB==";
const page = (nonce: string) => `<html><script nonce="${nonce}">hydrate()</script><script nonce="${nonce}" src="/a.js"></script></html>`;

describe("DocumentCache", () => {
  it("keeps text outside ASCII intact around the swapped nonce", () => {
    const cache = new DocumentCache(() => 2_000, () => 0);
    const text = `${page(NONCE_A)} — Lahore → Karachi, ٹرک`;
    cache.set("k", text, NONCE_A);
    expect(cache.get("k", NONCE_B)?.toString("utf8")).toBe(text.replaceAll(NONCE_A, NONCE_B));
  });

  it("serves a stored page with the new request's nonce in every place of the old one", () => {
    const cache = new DocumentCache(() => 2_000, () => 0);
    cache.set("streamed http://x/blogs", page(NONCE_A), NONCE_A);
    expect(cache.get("streamed http://x/blogs", NONCE_B)?.toString("utf8")).toBe(page(NONCE_B));
    expect(cache.get("streamed http://x/blogs?page=2", NONCE_B)).toBeUndefined();
  });

  it("forgets a page after its lifetime and after a blog or comment write", () => {
    let now = 0;
    let generation = 0;
    const cache = new DocumentCache(() => 2_000, () => generation, () => now);
    cache.set("k", page(NONCE_A), NONCE_A);
    now = 1_999;
    expect(cache.get("k", NONCE_B)).toBeDefined();
    now = 2_000;
    expect(cache.get("k", NONCE_B)).toBeUndefined();
    cache.set("k", page(NONCE_A), NONCE_A);
    generation = 1;
    expect(cache.get("k", NONCE_B)).toBeUndefined();
  });

  it("does not keep a page rendered across a write", () => {
    let generation = 0;
    const cache = new DocumentCache(() => 2_000, () => generation);
    const startedAt = cache.currentGeneration();
    generation = 1;
    cache.set("k", page(NONCE_A), NONCE_A, startedAt);
    expect(cache.size).toBe(0);
  });

  it("keeps nothing when the lifetime is 0", () => {
    const cache = new DocumentCache(() => 0, () => 0);
    expect(cache.enabled).toBe(false);
    cache.set("k", page(NONCE_A), NONCE_A);
    expect(cache.get("k", NONCE_B)).toBeUndefined();
  });

  it("stays within its byte budget, dropping the oldest pages", () => {
    const cache = new DocumentCache(() => 60_000, () => 0, Date.now, 3_000);
    for (const key of ["a", "b", "c"]) cache.set(key, "x".repeat(1_000), NONCE_A);
    expect(cache.size).toBe(3);
    cache.set("d", "x".repeat(1_000), NONCE_A);
    expect(cache.get("a", NONCE_B)).toBeUndefined();
    expect(cache.get("d", NONCE_B)).toBeDefined();
  });
});

describe("documentCacheKey", () => {
  const get = (url = "http://x/blogs") => new Request(url);
  const publicHeaders = () => new Headers({ "Cache-Control": "public, max-age=0, s-maxage=60" });
  const anonymous = { loaderData: { root: { staff: null, flash: null } }, actionData: null };

  it("shares anonymous public pages, crawler and browser versions apart", () => {
    expect(documentCacheKey(get(), 200, publicHeaders(), anonymous, false)).toBe("streamed http://x/blogs");
    expect(documentCacheKey(get(), 200, publicHeaders(), anonymous, true)).toBe("whole http://x/blogs");
  });

  it("never shares a page a signed-in staff member or a flash message changed", () => {
    expect(documentCacheKey(get(), 200, publicHeaders(), { loaderData: { root: { staff: { name: "Ayesha" }, flash: null } }, actionData: null }, false)).toBeUndefined();
    expect(documentCacheKey(get(), 200, publicHeaders(), { loaderData: { root: { staff: null, flash: { message: "Saved" } } }, actionData: null }, false)).toBeUndefined();
  });

  it("never shares private, failed, cookie-setting or post-action answers", () => {
    expect(documentCacheKey(get(), 200, new Headers({ "Cache-Control": "private, no-store" }), anonymous, false)).toBeUndefined();
    expect(documentCacheKey(get(), 200, new Headers(), anonymous, false)).toBeUndefined();
    expect(documentCacheKey(get(), 503, publicHeaders(), anonymous, false)).toBeUndefined();
    const cookie = publicHeaders();
    cookie.set("Set-Cookie", "a=b");
    expect(documentCacheKey(get(), 200, cookie, anonymous, false)).toBeUndefined();
    expect(documentCacheKey(get(), 200, publicHeaders(), { ...anonymous, actionData: { "routes/contact": { ok: true } } }, false)).toBeUndefined();
    expect(documentCacheKey(new Request("http://x/contact", { method: "POST" }), 200, publicHeaders(), anonymous, false)).toBeUndefined();
  });
});

describe("isPersonalised", () => {
  it("is true for a staff member's or a flash message's page, and for a page without root data", () => {
    expect(isPersonalised({ loaderData: { root: { staff: null, flash: null } } })).toBe(false);
    expect(isPersonalised({ loaderData: { root: { staff: { name: "Ayesha" }, flash: null } } })).toBe(true);
    expect(isPersonalised({ loaderData: { root: { staff: null, flash: { message: "Logged in" } } } })).toBe(true);
    expect(isPersonalised({ loaderData: {} })).toBe(true);
  });
});
