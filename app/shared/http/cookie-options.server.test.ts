import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieOptions, cookieSecrets, cookieSecure } from "./cookie-options.server";

/**
 * Three cookie setups once disagreed: the toast cookie ignored SESSION_SECRET
 * rotation and COOKIE_SECURE, the quote confirmation ignored COOKIE_SECURE.
 * Every cookie the site sets now follows one policy.
 */
const ENV_KEYS = ["SESSION_SECRET", "COOKIE_SECURE", "NODE_ENV", "SITE_URL"] as const;
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

afterEach(() => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else (process.env as Record<string, string>)[key] = saved[key];
  }
  vi.resetModules();
});

/** The three cookie-setting modules, loaded fresh under `env` (each reads the policy on first use). */
async function cookiesUnder(env: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const key of ENV_KEYS) delete process.env[key];
  Object.assign(process.env, env);
  vi.resetModules();
  const toast = await import("~/shared/toast/toast.server");
  const quote = await import("~/features/leads/quote-confirmation.server");
  const session = await import("~/shared/staff/session.server");
  const summary = { reference: "MZ-7K3Q9P", service: "house", fromCity: "lahore", toCity: "karachi", moveDate: "", flexibleDate: true, propertySize: "2-bed" };
  return {
    setCookies: async () => [
      await toast.toastCookie({ type: "success", message: "Saved" }),
      await quote.quoteSummaryCookie(summary),
      await session.commitStaffSession(new Request("http://x/"), { token: "t".repeat(40), user: { _id: "u1", name: "Sana", email: "sana@example.pk" } as never }),
    ],
    readBack: async (setCookies: string[]) => {
      const cookie = setCookies.map((header) => header.split(";")[0]).join("; ");
      const request = new Request("http://x/book/thanks", { headers: { Cookie: cookie } });
      return {
        toast: (await toast.readToast(request)).toast?.message ?? null,
        quote: (await quote.readQuoteSummary(request, "MZ-7K3Q9P"))?.reference ?? null,
        session: (await session.readStaffSession(request))?.token ?? null,
      };
    },
  };
}

describe("one cookie policy for every cookie", () => {
  it("every cookie is Secure when COOKIE_SECURE=true, and none when it is false", async () => {
    const secure = await cookiesUnder({ SESSION_SECRET: "s1", COOKIE_SECURE: "true" });
    for (const header of await secure.setCookies()) {
      expect(header).toMatch(/; Secure/i);
      expect(header).toMatch(/; HttpOnly/i);
      expect(header).toMatch(/; SameSite=Lax/i);
    }
    const plain = await cookiesUnder({ SESSION_SECRET: "s1", COOKIE_SECURE: "false", NODE_ENV: "production", SITE_URL: "https://x.example" });
    for (const header of await plain.setCookies()) expect(header).not.toMatch(/; Secure/i);
  });

  it("every cookie signed with the old secret is still read after rotation (SESSION_SECRET=new,old), and not once the old one is dropped", async () => {
    const before = await cookiesUnder({ SESSION_SECRET: "old-secret" });
    const issued = await before.setCookies();

    const rotated = await cookiesUnder({ SESSION_SECRET: "new-secret,old-secret" });
    expect(await rotated.readBack(issued)).toEqual({ toast: "Saved", quote: "MZ-7K3Q9P", session: "t".repeat(40) });

    const dropped = await cookiesUnder({ SESSION_SECRET: "new-secret" });
    expect(await dropped.readBack(issued)).toEqual({ toast: null, quote: null, session: null });
  });
});

describe("cookie option rules", () => {
  it("Secure follows COOKIE_SECURE, else production over https", () => {
    expect(cookieSecure({ COOKIE_SECURE: "true", NODE_ENV: "development" })).toBe(true);
    expect(cookieSecure({ COOKIE_SECURE: "false", NODE_ENV: "production" })).toBe(false);
    expect(cookieSecure({ NODE_ENV: "production", SITE_URL: "https://manzil.example" })).toBe(true);
    expect(cookieSecure({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" })).toBe(false);
    expect(cookieSecure({ NODE_ENV: "development" })).toBe(false);
  });

  it("secrets: the comma-separated list, first signs; production without one fails", () => {
    expect(cookieSecrets({ SESSION_SECRET: " new , old ,," })).toEqual(["new", "old"]);
    expect(() => cookieSecrets({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is not set/);
    expect(cookieOptions({ path: "/book", maxAge: 60 }, { SESSION_SECRET: "a" })).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/book", maxAge: 60, secrets: ["a"] });
  });
});
