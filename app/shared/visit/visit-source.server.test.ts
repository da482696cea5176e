import { describe, expect, it } from "vitest";
import { landingCookieOf, markedPageCookieOf, readVisitSource, sourceOf } from "./visit-source.server";

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("visit source", () => {
  it("records the landing page, the other site's host and the UTM tags of the first page", () => {
    const url = new URL("https://movers.example/house-moving-company?utm_source=facebook&utm_medium=cpc&utm_campaign=eid&x=1");
    expect(sourceOf(url, "https://m.facebook.com/some/private/path?id=9")).toEqual({
      page: "/house-moving-company?utm_source=facebook&utm_medium=cpc&utm_campaign=eid&x=1",
      referrer: "m.facebook.com",
      utm: { source: "facebook", medium: "cpc", campaign: "eid" },
    });
    expect(sourceOf(new URL("https://movers.example/book"), "https://movers.example/").referrer).toBe("");
  });

  const landing = (url: string, referer: string | null, cookie: string | null = null) => landingCookieOf({ method: "GET", url: new URL(url), cookie, referer });

  it("a first page another site sent sets the cookie once per visit, and the lead actions read it back", () => {
    const setCookie = landing("https://movers.example/karachi?utm_source=google", "https://www.google.com/")!;
    expect(setCookie).toMatch(/^__src=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax/);
    const later = new Request("https://movers.example/book", { method: "POST", headers: { Cookie: `a=b; ${cookieOf(setCookie)}`, Referer: "https://movers.example/book" } });
    expect(landing("https://movers.example/book", "https://www.google.com/", cookieOf(setCookie))).toBeNull();
    expect(readVisitSource(later)).toEqual({ page: "/karachi?utm_source=google", referrer: "www.google.com", utm: { source: "google" } });
    // Nobody sent it, or our own page did: the shared page goes out, and the image mark notes the page.
    expect(landing("https://movers.example/karachi", null)).toBeNull();
    expect(landing("https://movers.example/karachi", "https://movers.example/")).toBeNull();
  });

  it("the image mark notes the page that showed it, address and UTM tags, once per visit and only for this site's pages", () => {
    const setCookie = markedPageCookieOf({ host: "movers.example", cookie: null, referer: "https://movers.example/house-moving-company?utm_source=sms&utm_campaign=eid" })!;
    const post = new Request("https://movers.example/book", { method: "POST", headers: { Cookie: cookieOf(setCookie) } });
    expect(readVisitSource(post)).toEqual({ page: "/house-moving-company?utm_source=sms&utm_campaign=eid", referrer: "", utm: { source: "sms", campaign: "eid" } });
    expect(markedPageCookieOf({ host: "movers.example", cookie: cookieOf(setCookie), referer: "https://movers.example/about" })).toBeNull();
    expect(markedPageCookieOf({ host: "movers.example", cookie: null, referer: "https://evil.example/x" })).toBeNull();
    expect(markedPageCookieOf({ host: "movers.example", cookie: null, referer: null })).toBeNull();
  });

  it("falls back to the page the form was on when the cookie is missing or damaged", () => {
    const request = new Request("https://movers.example/book", { method: "POST", headers: { Cookie: "__src=%%%", Referer: "https://movers.example/book?utm_source=sms" } });
    expect(readVisitSource(request)).toEqual({ page: "/book?utm_source=sms", referrer: "", utm: { source: "sms" } });
  });
});
