import { UTM_KEYS, leadSourceSchema, type LeadSource } from "~contract/leads";
import { cookieSecure } from "~/shared/http/cookie-options.server";

/**
 * The visit's first page, referrer and UTM tags, sent with a lead: unsigned (the visitor's own claim,
 * checked by the API). Cached pages set no cookie (ADR 021), so the web server sets it: from a 1-pixel
 * never-cached image whose Referer is the page, or, for a first page from another site (which the image
 * cannot tell), on that answer itself, made `private, no-store`.
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

export type VisitRequest = { method: string; url: URL; cookie: string | null; referer: string | null };

function hasVisitCookie(cookie: string | null | undefined): boolean {
  return cookieValueIn(cookie ?? null, SOURCE_COOKIE) !== null;
}

function visitCookie(source: LeadSource): string {
  const value = Buffer.from(JSON.stringify(source)).toString("base64url");
  return `${SOURCE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${cookieSecure() ? "; Secure" : ""}`;
}

function isFromAnotherSite(referer: string | null | undefined, host: string): boolean {
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return /^https?:$/.test(from.protocol) && from.host !== host;
  } catch {
    return false;
  }
}

/** For a visit's first page when another site sent it; else null (the image mark records the rest). */
export function landingCookieOf(request: VisitRequest): string | null {
  if (request.method !== "GET" || hasVisitCookie(request.cookie) || !isFromAnotherSite(request.referer, request.url.host)) return null;
  return visitCookie(sourceOf(request.url, request.referer));
}

/** The page that showed the mark (its Referer) when the visit has no cookie yet. */
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
