import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import { z } from "zod";
import { userSchema, type User } from "~contract/auth";
import { cookieOptions } from "~/shared/http/cookie-options.server";

/** The token lives in an httpOnly, SameSite=Lax, signed cookie, never in the page or localStorage (ADR 003). */
type SessionShape = { token: string; user: User };
let storage: SessionStorage<SessionShape> | undefined;

function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionShape>({
    cookie: {
      name: "__session",
      // The API enforces idle and absolute expiry; the cookie ends with the browser session at the latest after 7 days.
      ...cookieOptions({ maxAge: 60 * 60 * 24 * 7 }),
    },
  });
  return storage;
}

const sessionDataSchema = z.object({ token: z.string().min(1), user: userSchema });
export type StaffSession = z.infer<typeof sessionDataSchema>;

async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function readStaffSession(request: Request): Promise<StaffSession | null> {
  const session = await getSession(request);
  const parsed = sessionDataSchema.safeParse({ token: session.get("token"), user: session.get("user") });
  return parsed.success ? parsed.data : null;
}

export async function commitStaffSession(request: Request, data: { token: string; user: User }): Promise<string> {
  const session = await getSession(request);
  session.set("token", data.token);
  session.set("user", data.user);
  return sessionStorage().commitSession(session);
}

export async function destroySessionCookie(request: Request): Promise<string> {
  return sessionStorage().destroySession(await getSession(request));
}

/**
 * Where to go after login: only a same-origin relative path, so a crafted
 * link cannot send staff elsewhere. Browsers forgive a lot:
 * `/\t/evil.example` and `/\\evil.example` both mean `//evil.example`, and a
 * CR/LF cannot go into a Location header at all. So: no control characters,
 * no backslashes, no `//`, in the value or in any percent-decoded form of it.
 */
// Control characters (a tab or CR/LF reads as nothing, or splits the header) and backslashes (read as `/`).
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f\\]/;
const NOT_HEADER_SAFE = /[^\u0020-\u007e]/;

export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/blog-list"): string {
  // A Location header holds bytes only: a character past U+00FF made the answer a 500 after the sign-in went through.
  if (typeof to !== "string" || to.length > 2000 || !to.startsWith("/") || NOT_HEADER_SAFE.test(to)) return fallback;
  let decoded = to;
  for (let round = 0; round < 3; round++) {
    if (UNSAFE_IN_PATH.test(decoded) || decoded.includes("//")) return fallback;
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  if (UNSAFE_IN_PATH.test(decoded) || decoded.includes("//")) return fallback;
  const probe = new URL(to, "http://same.invalid");
  return probe.origin === "http://same.invalid" ? to : fallback;
}

export function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
}
