import { siteUrl } from "~/lib/site-config";

/**
 * Rejects cross-site form posts to actions (CSRF), issue 9. Browsers send
 * Sec-Fetch-Site on every request and Origin on every POST; a post from
 * another site is refused with 403. Requests without either header (curl,
 * old browsers) pass: the SameSite=Lax session cookie already keeps them
 * from riding a logged-in session.
 */
export function isCrossSitePost(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  const allowed = new Set([new URL(request.url).origin, new URL(siteUrl()).origin]);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    allowed.add(`https://${host}`);
    allowed.add(`http://${host}`);
  }
  return !allowed.has(origin);
}

/** Default cap for form posts without files (comments, leads, login). */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * First line of every action: same-site only, and a body small enough to
 * read. Throws a 4xx Response the route's error boundary shows.
 */
export function guardAction(request: Request, maxBytes = MAX_FORM_BYTES): void {
  if (isCrossSitePost(request)) {
    throw new Response("Cross-site form posts are not accepted.", { status: 403 });
  }
  const length = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > maxBytes) {
    throw new Response("The form is too large.", { status: 413 });
  }
}
