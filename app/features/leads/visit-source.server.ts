import { UTM_KEYS, leadSourceSchema, type LeadSource } from "~contract/leads";
import { cookieSecure } from "~/shared/http/cookie-options.server";

/**
 * Where a visitor came from: a session cookie with the first page
 * of their visit, the site that sent them and the UTM tags of its address.
 * The /book and /contact actions read it and send it with the lead. Not
 * signed: it is the visitor's own claim about their visit, checked for shape
 * and length by the API, like the form.
 *
 * A page a shared cache keeps sets no cookie (ADR 021), so the cookie is set
 * by the web server (server/app.ts), without JavaScript, in one of two ways:
 *
 * - every page shows a 1-pixel image (FIRST_PAGE_MARK), never cached; the
 *   browser asks for it with the page's address, query string and all, as
 *   its Referer (same site: the Referrer-Policy sends the whole address), and
 *   its answer sets the cookie when the visit has none yet;
 * - a first page reached from another site is the one thing the image cannot
 *   tell (it never sees the page's own Referer): that answer sets the cookie
 *   itself and is `private, no-store`, and the front proxy lets it through
 *   to us (deploy/nginx). Every other request gets the shared page.
 */
const SOURCE_COOKIE = "__src";
const MAX_TEXT = 300;

function cookieValue(request: Request, name: string): string | null {
  return cookieValueIn(request.headers.get("Cookie"), name);
}

function cookieValueIn(header: string | null, name: string): string | null {
  if (!header?.includes(name)) return null;
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

/** The parts of a request the visit cookie needs (the web server passes them without building a Request). */
export type VisitRequest = { method: string; url: URL; cookie: string | null; referer: string | null };

function hasVisitCookie(cookie: string | null | undefined): boolean {
  return cookieValueIn(cookie ?? null, SOURCE_COOKIE) !== null;
}

function visitCookie(source: LeadSource): string {
  const value = Buffer.from(JSON.stringify(source)).toString("base64url");
  return `${SOURCE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${cookieSecure() ? "; Secure" : ""}`;
}

/** Whether `referer` is a page of another http(s) site than `host` (the request's own). */
function isFromAnotherSite(referer: string | null | undefined, host: string): boolean {
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return /^https?:$/.test(from.protocol) && from.host !== host;
  } catch {
    return false;
  }
}

/**
 * The Set-Cookie for the first page of a visit that another site sent, or
 * null: the visit has its cookie, or nobody sent it (the image mark records
 * that page).
 */
export function landingCookieOf(request: VisitRequest): string | null {
  if (request.method !== "GET" || hasVisitCookie(request.cookie) || !isFromAnotherSite(request.referer, request.url.host)) return null;
  return visitCookie(sourceOf(request.url, request.referer));
}

/**
 * The Set-Cookie the image mark answers with: the page that showed it (its
 * Referer, on this site) when the visit has no cookie yet, otherwise null.
 */
export function markedPageCookieOf(request: { host: string; cookie: string | null; referer: string | null }): string | null {
  if (hasVisitCookie(request.cookie) || !request.referer) return null;
  try {
    const page = new URL(request.referer);
    if (page.host !== request.host || !/^https?:$/.test(page.protocol)) return null;
    return visitCookie(sourceOf(page, null));
  } catch {
    return null;
  }
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
