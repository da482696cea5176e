import { UTM_KEYS, leadSourceSchema, type LeadSource } from "~contract/leads";

/**
 * Where a visitor came from (issue 18): on the first page of their visit
 * (no `__src` cookie yet) the document answer sets a session cookie with
 * that page, the site that sent them and the UTM tags of its address. The
 * /book and /contact actions read it and send it with the lead. Set in
 * app/entry.server.tsx after the page cache looked at the answer, so cached
 * HTML never carries it. Not signed: it is the visitor's own claim about
 * their visit, checked for shape and length by the API, like the form.
 */
export const SOURCE_COOKIE = "__src";
const MAX_TEXT = 300;

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
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

/** The Set-Cookie for the first document of a visit, or null when the visit already has one. */
export function firstVisitCookie(request: Request): string | null {
  if (request.method !== "GET" || cookieValue(request, SOURCE_COOKIE) !== null) return null;
  const url = new URL(request.url);
  const value = Buffer.from(JSON.stringify(sourceOf(url, request.headers.get("Referer")))).toString("base64url");
  const secure = process.env.NODE_ENV === "production" && !(process.env.SITE_URL ?? "").startsWith("http://") && url.protocol === "https:";
  return `${SOURCE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
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
