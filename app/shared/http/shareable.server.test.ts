import { describe, expect, it } from "vitest";
import { isPersonalised, isShareable } from "./shareable.server";

describe("isShareable", () => {
  const get = (url = "http://x/blogs") => new Request(url);
  const publicHeaders = () => new Headers({ "Cache-Control": "public, max-age=0, s-maxage=60" });
  const anonymous = { loaderData: { root: { staff: null, flash: null } }, actionData: null };

  it("shares anonymous public pages", () => {
    expect(isShareable(get(), 200, publicHeaders(), anonymous)).toBe(true);
  });

  it("never shares a page a signed-in staff member or a flash message changed", () => {
    expect(isShareable(get(), 200, publicHeaders(), { loaderData: { root: { staff: { name: "Ayesha" }, flash: null } }, actionData: null })).toBe(false);
    expect(isShareable(get(), 200, publicHeaders(), { loaderData: { root: { staff: null, flash: { message: "Saved" } } }, actionData: null })).toBe(false);
  });

  it("never shares private, failed, cookie-setting or post-action answers", () => {
    expect(isShareable(get(), 200, new Headers({ "Cache-Control": "private, no-store" }), anonymous)).toBe(false);
    expect(isShareable(get(), 200, new Headers(), anonymous)).toBe(false);
    expect(isShareable(get(), 503, publicHeaders(), anonymous)).toBe(false);
    const cookie = publicHeaders();
    cookie.set("Set-Cookie", "a=b");
    expect(isShareable(get(), 200, cookie, anonymous)).toBe(false);
    expect(isShareable(get(), 200, publicHeaders(), { ...anonymous, actionData: { "routes/contact": { ok: true } } })).toBe(false);
    expect(isShareable(new Request("http://x/contact", { method: "POST" }), 200, publicHeaders(), anonymous)).toBe(false);
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
