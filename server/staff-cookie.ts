import { createCookie } from "@remix-run/node";

/**
 * Whether a request carries a staff session cookie signed with our secret
 * (app/features/staff-auth/session.server.ts writes it). Used only to choose the
 * body limit: the blog editor's image uploads (about 53 MB) are accepted from
 * signed-in staff, everyone else gets the plain-form limit. The token inside
 * is still checked by the API on every call.
 */
export function staffCookieReader(secrets: string[]): (cookieHeader: string | undefined) => Promise<boolean> {
  const cookie = createCookie("__session", { secrets });
  return async (cookieHeader) => {
    if (!cookieHeader || !cookieHeader.includes("__session=")) return false;
    try {
      const value = (await cookie.parse(cookieHeader)) as { token?: unknown } | null;
      return typeof value?.token === "string" && value.token.length > 0;
    } catch {
      return false;
    }
  };
}
