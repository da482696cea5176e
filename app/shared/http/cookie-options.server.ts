import type { CookieOptions } from "@remix-run/node";
import { env as webEnv } from "~/shared/env.server";

/**
 * The one cookie policy of the web app: every cookie it sets (the
 * staff session, flash toasts, the quote confirmation) is httpOnly,
 * SameSite=Lax, signed with SESSION_SECRET and Secure under the same rule.
 *
 * - Secrets: SESSION_SECRET is a comma-separated list. The first signs; all
 *   verify, so a new secret can be put in front and the old one dropped a
 *   week later without signing anybody out or losing a pending message.
 * - Secure: COOKIE_SECURE=true|false decides; otherwise on in production
 *   unless SITE_URL is plain http (a local `npm start`).
 */
type EnvLike = { SESSION_SECRET?: string; COOKIE_SECURE?: string; NODE_ENV?: string; SITE_URL?: string };

const DEV_SESSION_SECRET = "dev-only-session-secret-not-for-production";

export function cookieSecrets(env: EnvLike = webEnv()): string[] {
  const secrets = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length) return secrets;
  if (env.NODE_ENV === "production") throw new Error("SESSION_SECRET is not set (npm start generates one in DATA_DIR)");
  return [DEV_SESSION_SECRET];
}

export function cookieSecure(env: EnvLike = webEnv()): boolean {
  if (env.COOKIE_SECURE) return env.COOKIE_SECURE === "true";
  return env.NODE_ENV === "production" && !(env.SITE_URL ?? "").startsWith("http://");
}

/** Options for a cookie of this site; `path` and `maxAge` per cookie. */
export function cookieOptions(perCookie: Pick<CookieOptions, "path" | "maxAge"> = {}, env: EnvLike = webEnv()): CookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: cookieSecure(env), secrets: cookieSecrets(env), ...perCookie };
}
