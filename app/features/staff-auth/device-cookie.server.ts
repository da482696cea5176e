import { createCookie, type Cookie } from "@remix-run/node";
import { cookieOptions } from "~/shared/http/cookie-options.server";

/**
 * The device cookie (OWASP's answer to account lockouts, ADR 019): the token
 * the API gave this browser at its last sign-in, kept for a year, signed and
 * httpOnly like every cookie here, and sent back with each login. The API
 * holds a browser it knows for the account only by that browser's own limit,
 * so guessing spread over many addresses cannot lock the staff member out of
 * their own browser. It proves nothing by itself: the password still decides.
 */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

let cookie: Cookie | undefined;
// Made on first use, so the policy reads the environment the server started with.
const deviceCookie = () => (cookie ??= createCookie("__device", cookieOptions({ path: "/login", maxAge: YEAR_SECONDS })));

/** The token this browser carries, when its cookie is present and its signature holds. */
export async function readDeviceToken(request: Request): Promise<string | undefined> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length <= 200 ? value : undefined;
}

/** Set-Cookie for the token the API answered a successful login with. */
export function deviceTokenCookie(token: string): Promise<string> {
  return deviceCookie().serialize(token);
}
