import { describe, expect, it } from "vitest";
import { firstVisitCookie, readVisitSource, sourceOf } from "./visit-source.server";

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

  it("sets the cookie once per visit, and the lead actions read it back", () => {
    const first = new Request("https://movers.example/karachi?utm_source=google", { headers: { Referer: "https://www.google.com/" } });
    const setCookie = firstVisitCookie(first)!;
    expect(setCookie).toMatch(/^__src=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax/);
    const later = new Request("https://movers.example/book", { method: "POST", headers: { Cookie: `a=b; ${cookieOf(setCookie)}`, Referer: "https://movers.example/book" } });
    expect(firstVisitCookie(new Request("https://movers.example/book", { headers: { Cookie: cookieOf(setCookie) } }))).toBeNull();
    expect(readVisitSource(later)).toEqual({ page: "/karachi?utm_source=google", referrer: "www.google.com", utm: { source: "google" } });
  });

  it("falls back to the page the form was on when the cookie is missing or damaged", () => {
    const request = new Request("https://movers.example/book", { method: "POST", headers: { Cookie: "__src=%%%", Referer: "https://movers.example/book?utm_source=sms" } });
    expect(readVisitSource(request)).toEqual({ page: "/book?utm_source=sms", referrer: "", utm: { source: "sms" } });
  });
});
