import { createCookie, type Cookie } from "@remix-run/node";
import { cookieOptions } from "~/shared/http/cookie-options.server";

/** The API's device token (ADR 019); it proves nothing by itself: the password still decides. */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

let cookie: Cookie | undefined;
// Made on first use, so it reads the environment the server started with.
const deviceCookie = () => (cookie ??= createCookie("__device", cookieOptions({ path: "/login", maxAge: YEAR_SECONDS })));

export async function readDeviceToken(request: Request): Promise<string | undefined> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length <= 200 ? value : undefined;
}

export function deviceTokenCookie(token: string): Promise<string> {
  return deviceCookie().serialize(token);
}
