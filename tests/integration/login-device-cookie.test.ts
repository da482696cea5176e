import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionSite, SITE_STAFF, startProductionSite } from "../support/site/production-site";
import { visit } from "../support/site/visitor-http";

/** 22 source addresses, each within its own limits, fill the per-account one; a device cookie still gets in (ADR 019). */
let site: ProductionSite;

beforeAll(async () => {
  site = await startProductionSite({
    RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: "5",
    RATE_LIMIT_LOGIN_PER_ACCOUNT: "100",
    RATE_LIMIT_LOGIN_PER_IP: "20",
  });
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

const signIn = (from: string, password: string, cookie?: string) =>
  visit(`${site.url}/login`, { from, form: { email: SITE_STAFF.email, password, redirectTo: "" }, headers: cookie ? { Cookie: cookie } : {} });

describe("device cookies against a lockout spread over many addresses", () => {
  it("110 wrong logins from 22 addresses lock out unknown browsers, but the staff member's known browser signs in", async () => {
    // The staff member signed in on their laptop last week: the browser keeps a device cookie.
    const earlier = await signIn("127.0.2.1", SITE_STAFF.password);
    expect(earlier.status).toBe(302);
    const setCookies = ([] as string[]).concat(earlier.headers["set-cookie"] ?? []);
    const device = setCookies.find((c) => c.startsWith("__device="));
    expect(device).toBeDefined();
    expect(device).toMatch(/; Max-Age=31536000/);
    expect(device).toMatch(/; Path=\/login/);
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; SameSite=Lax/);
    const deviceCookie = device!.split(";")[0]!;

    // The attack: 5 wrong passwords from each of 22 addresses, none over its own limits.
    const attackers = Array.from({ length: 22 }, (_, i) => `127.0.3.${i + 1}`);
    const answers = await Promise.all(
      attackers.map(async (from, i) => {
        const statuses: number[] = [];
        for (let n = 0; n < 5; n++) statuses.push((await signIn(from, `guess-${i}-${n}`)).status);
        return statuses;
      }),
    );
    const all = answers.flat();
    expect(all.filter((s) => s === 401)).toHaveLength(100);
    expect(all.filter((s) => s === 429)).toHaveLength(10);

    // The right password from a browser the site does not know, at a fresh address: held.
    const stranger = await signIn("127.0.4.1", SITE_STAFF.password);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toContain("Too many failed login attempts");
    // A cookie whose signature does not hold is no device at all.
    const forged = await signIn("127.0.4.2", SITE_STAFF.password, `${deviceCookie.slice(0, -3)}abc`);
    expect(forged.status).toBe(429);

    // The staff member's own browser, at home and on mobile data: in.
    for (const from of ["127.0.2.1", "127.0.5.9"]) {
      const known = await signIn(from, SITE_STAFF.password, deviceCookie);
      expect(known.status, `known browser from ${from}`).toBe(302);
      expect(known.headers.location).toBe("/blog-list");
    }
  }, 120_000);
});
