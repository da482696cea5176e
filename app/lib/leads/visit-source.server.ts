import { UTM_KEYS, leadSourceSchema, type LeadSource } from "~contract/leads";
import { cookieSecure } from "~/lib/http/cookie-options.server";

/**
 * Where a visitor came from (issue 18): on the first page of their visit
 * (no `__src` cookie yet) the document answer sets a session cookie with
 * that page, the site that sent them and the UTM tags of its address. The
 * /book and /contact actions read it and send it with the lead. Set by the
 * web server on every page answer, from its page cache or not, so cached
 * HTML never carries it. Not signed: it is the visitor's own claim about
 * their visit, checked for shape and length by the API, like the form.
 */
export const SOURCE_COOKIE = "__src";
const MAX_TEXT = 300;

function cookieValue(request: Request, name: string): string | null {
  return cookieValueIn(request.headers.get("Cookie"), name);
}

function cookieValueIn(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** The source as the first page of a visit sees it. */
export function sourceOf(url: URL, referer: string | null): LeadSource {
  const utm: LeadSource["utm"] = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, 100);
  }
  let referrer = "";
  if (referer) {
    try {
      const from = new URL(referer);
      // Our own pages are not a source; another site is named by its host only (its path may be private).
      if (from.host !== url.host && /^https?:$/.test(from.protocol)) referrer = from.host.slice(0, MAX_TEXT);
    } catch {
      referrer = "";
    }
  }
  return { page: `${url.pathname}${url.search}`.slice(0, MAX_TEXT), referrer, utm };
}

/** The parts of a request the first-visit cookie needs (the web server passes them without building a Request). */
export type VisitRequest = { method: string; url: URL; cookie: string | null; referer: string | null };

/**
 * The Set-Cookie for the first document of a visit, or null when the visit
 * already has one. Set by the web server (server/app.ts) on page answers,
 * cached or not, and never stored with a cached page.
 */
export function firstVisitCookieOf(request: VisitRequest): string | null {
  if (request.method !== "GET" || cookieValueIn(request.cookie, SOURCE_COOKIE) !== null) return null;
  const value = Buffer.from(JSON.stringify(sourceOf(request.url, request.referer))).toString("base64url");
  return `${SOURCE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${cookieSecure() ? "; Secure" : ""}`;
}

export function firstVisitCookie(request: Request): string | null {
  return firstVisitCookieOf({ method: request.method, url: new URL(request.url), cookie: request.headers.get("Cookie"), referer: request.headers.get("Referer") });
}

/** The visit's source for a lead; without the cookie, the page the form was sent from. */
export function readVisitSource(request: Request): LeadSource {
  const raw = cookieValue(request, SOURCE_COOKIE);
  if (raw) {
    try {
      const parsed = leadSourceSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
      if (parsed.success) return parsed.data;
    } catch {
      // A damaged cookie: fall through to what the request itself says.
    }
  }
  const referer = request.headers.get("Referer");
  try {
    const page = referer ? new URL(referer) : null;
    const own = page && page.host === new URL(request.url).host;
    return own ? sourceOf(page, null) : { page: "", referrer: "", utm: {} };
  } catch {
    return { page: "", referrer: "", utm: {} };
  }
}
