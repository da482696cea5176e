/**
 * The checks every request passes before Remix sees it. Each
 * returns undefined when the request may go on, or the 4xx to answer with.
 * Pure functions of the request's method, path and headers, so they are unit
 * tested without a socket; server/app.ts wires them in order.
 */
export type Refusal = { status: number; message: string; headers?: Record<string, string> };
type HeaderBag = Record<string, string | string[] | undefined>;

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const ALLOW = ALLOWED_METHODS.join(", ");

/** TRACE, PUT, PATCH, DELETE, CONNECT, made-up verbs: no route here takes them. */
export function checkMethod(method: string): Refusal | undefined {
  if ((ALLOWED_METHODS as readonly string[]).includes(method)) return undefined;
  return { status: 405, message: "This method is not allowed here.", headers: { Allow: ALLOW } };
}

/**
 * Only origin-form targets (`/path?query`): an absolute URL or `*` has no
 * business here. And no `_data` parameter: that is Remix's pre-single-fetch
 * data request, which this site's client never makes (single fetch uses
 * `.data` paths) and which Remix answers with a 500 when the route id is
 * unknown or empty.
 */
export function checkTarget(target: string): Refusal | undefined {
  if (!target.startsWith("/") || target.startsWith("//")) return { status: 400, message: "Bad request: malformed request target." };
  const query = target.indexOf("?");
  // Parsed as Remix will parse it, so `%5Fdata` is caught too.
  if (query >= 0 && new URLSearchParams(target.slice(query + 1)).has("_data")) {
    return { status: 400, message: "Bad request: `_data` requests are not supported; this site uses .data paths." };
  }
  return undefined;
}

// A DNS name or an IPv4 address, or an IPv6 literal in brackets; an optional port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHost(value: string | undefined): value is string {
  if (!value || value.length > 260 || !HOST.test(value)) return false;
  const port = value.match(/:(\d{1,5})$/)?.[1];
  return port === undefined || Number(port) <= 65535;
}

/** A missing or malformed Host (or, from a trusted proxy, X-Forwarded-Host) is a bad request. */
export function checkHost(headers: HeaderBag, trustForwardedHost: boolean): Refusal | undefined {
  const host = single(headers.host);
  if (!isValidHost(host)) return { status: 400, message: "Bad request: the Host header is missing or malformed." };
  const forwarded = trustForwardedHost ? single(headers["x-forwarded-host"])?.split(",")[0]?.trim() : undefined;
  if (forwarded !== undefined && !isValidHost(forwarded)) return { status: 400, message: "Bad request: the X-Forwarded-Host header is malformed." };
  return undefined;
}

/**
 * The one cross-site check for every state-changing request: pages' form
 * posts, `.data` posts of client navigations, resource-route actions
 * (/blog-editor/save, /logout). Browsers send Sec-Fetch-Site on every
 * request and Origin on every POST. A request with neither (curl, very old
 * browsers) passes: the SameSite=Lax session cookie keeps such requests from
 * riding a signed-in session anyway.
 *
 * `ownOrigins` are the origins (scheme, host and port) this site answers
 * as: the request's own (its Host, or X-Forwarded-Host and -Proto behind a
 * trusted proxy) and SITE_URL's. The whole origin is compared, as browsers
 * compare it: `https://` on an http site, or another port, is another site.
 */
export function checkSameOrigin(method: string, headers: HeaderBag, ownOrigins: readonly string[]): Refusal | undefined {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return undefined;
  const refusal = { status: 403, message: "Cross-site form posts are not accepted." };
  const fetchSite = single(headers["sec-fetch-site"]);
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return refusal;
  const origin = single(headers.origin);
  if (origin === undefined) return undefined;
  const normalised = originOf(origin);
  // A page sent with Referrer-Policy: no-referrer (the customer's estimate) posts its own forms
  // with Origin "null"; the browser's Sec-Fetch-Site (which no page can set) still vouches for it.
  if (origin === "null" && fetchSite === "same-origin") return undefined;
  // "null" (sandboxed frames, privacy redirects), other schemes and anything unparsable are refused.
  if (!normalised) return refusal;
  return ownOrigins.some((own) => originOf(own) === normalised) ? undefined : refusal;
}

/** `scheme://host[:port]` as browsers write it (lower case, default port dropped), for http(s) only. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export type BodyKind = "none" | "form" | "multipart";

/**
 * What a POST may carry: url-encoded forms everywhere; multipart only where
 * the blog editor sends images. A missing Content-Type is fine for an empty
 * body (a bare button post). JSON, text/plain, XML and the like: 415.
 */
export function checkContentType(headers: HeaderBag, multipartAllowed: boolean): { kind: BodyKind } | Refusal {
  const raw = single(headers["content-type"]);
  const hasBody = single(headers["transfer-encoding"]) !== undefined || Number(single(headers["content-length"]) ?? 0) > 0;
  if (!raw) return hasBody ? unsupported(multipartAllowed) : { kind: "none" };
  const type = raw.split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return { kind: "form" };
  if (type === "multipart/form-data" && multipartAllowed) {
    // Without a boundary the body cannot be split into parts.
    return /;\s*boundary=("?)[^";]{1,70}\1\s*(;|$)/i.test(raw) ? { kind: "multipart" } : { status: 400, message: "Bad request: the multipart body has no boundary." };
  }
  return unsupported(multipartAllowed);
}

function unsupported(multipartAllowed: boolean): Refusal {
  const accepted = multipartAllowed ? "application/x-www-form-urlencoded or multipart/form-data" : "application/x-www-form-urlencoded";
  return { status: 415, message: `This form accepts ${accepted} only.` };
}

/** The blog editor's actions: the only places that take images. */
export function isEditorPath(pathname: string): boolean {
  return /^\/(?:blog-create|blog-edit\/[^/]+|blog-editor\/save)(?:\.data)?\/?$/.test(pathname);
}

/**
 * A room of a customer's move page, or its review (photos of damage): the
 * only public forms that take files; and the staff twin of a room, which
 * takes the same photos. No staff check for the latter: its bound is the one
 * anybody may already send to a room, and a signed-out post then reaches the
 * action, which sends it to the login page instead of a bare 415.
 */
export function isMovePhotoPath(pathname: string): boolean {
  return (
    /^\/(?:ur\/)?move\/[A-Za-z0-9_-]{43}\/(?:room\/[a-z0-9-]{1,30}|review)(?:\.data)?\/?$/.test(pathname) ||
    /^\/leads\/[A-Za-z0-9_-]{1,64}\/move\/room\/[a-z0-9-]{1,30}(?:\.data)?\/?$/.test(pathname)
  );
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
