import type { CookieOptions } from "@remix-run/node";
import { env as webEnv } from "~/shared/env.server";

/**
 * SESSION_SECRET is a comma-separated list: the first signs, all verify, so secrets rotate without signing anyone
 * out. Secure per COOKIE_SECURE, else on in production unless SITE_URL is plain http.
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

export function cookieOptions(perCookie: Pick<CookieOptions, "path" | "maxAge"> = {}, env: EnvLike = webEnv()): CookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: cookieSecure(env), secrets: cookieSecrets(env), ...perCookie };
}
