/** Pure functions of method, path and headers, so they are tested without a socket: undefined, or the 4xx to answer with. */
export type Refusal = { status: number; message: string; headers?: Record<string, string> };
type HeaderBag = Record<string, string | string[] | undefined>;

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const ALLOW = ALLOWED_METHODS.join(", ");

export function checkMethod(method: string): Refusal | undefined {
  if ((ALLOWED_METHODS as readonly string[]).includes(method)) return undefined;
  return { status: 405, message: "This method is not allowed here.", headers: { Allow: ALLOW } };
}

/** `_data` is Remix's pre-single-fetch request, never sent by this client, and a 500 in Remix for an unknown route id. */
export function checkTarget(target: string): Refusal | undefined {
  if (!target.startsWith("/") || target.startsWith("//")) return { status: 400, message: "Bad request: malformed request target." };
  const query = target.indexOf("?");
  // Parsed as Remix will parse it, so `%5Fdata` is caught too.
  if (query >= 0 && new URLSearchParams(target.slice(query + 1)).has("_data")) {
    return { status: 400, message: "Bad request: `_data` requests are not supported; this site uses .data paths." };
  }
  return undefined;
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHost(value: string | undefined): value is string {
  if (!value || value.length > 260 || !HOST.test(value)) return false;
  const port = value.match(/:(\d{1,5})$/)?.[1];
  return port === undefined || Number(port) <= 65535;
}

export function checkHost(headers: HeaderBag, trustForwardedHost: boolean): Refusal | undefined {
  const host = single(headers.host);
  if (!isValidHost(host)) return { status: 400, message: "Bad request: the Host header is missing or malformed." };
  const forwarded = trustForwardedHost ? single(headers["x-forwarded-host"])?.split(",")[0]?.trim() : undefined;
  if (forwarded !== undefined && !isValidHost(forwarded)) return { status: 400, message: "Bad request: the X-Forwarded-Host header is malformed." };
  return undefined;
}

/**
 * A request with neither Sec-Fetch-Site nor Origin (curl) passes: the SameSite=Lax cookie keeps it off a session.
 * The whole origin is compared, as browsers do: another scheme or port is another site.
 */
export function checkSameOrigin(method: string, headers: HeaderBag, ownOrigins: readonly string[]): Refusal | undefined {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return undefined;
  const refusal = { status: 403, message: "Cross-site form posts are not accepted." };
  const fetchSite = single(headers["sec-fetch-site"]);
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return refusal;
  const origin = single(headers.origin);
  if (origin === undefined) return undefined;
  const normalised = originOf(origin);
  // A no-referrer page posts with Origin "null"; Sec-Fetch-Site, which no page can set, still vouches for it.
  if (origin === "null" && fetchSite === "same-origin") return undefined;
  if (!normalised) return refusal;
  return ownOrigins.some((own) => originOf(own) === normalised) ? undefined : refusal;
}

export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export type BodyKind = "none" | "form" | "multipart";

export function checkContentType(headers: HeaderBag, multipartAllowed: boolean): { kind: BodyKind } | Refusal {
  const raw = single(headers["content-type"]);
  const hasBody = single(headers["transfer-encoding"]) !== undefined || Number(single(headers["content-length"]) ?? 0) > 0;
  if (!raw) return hasBody ? unsupported(multipartAllowed) : { kind: "none" };
  const type = raw.split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return { kind: "form" };
  if (type === "multipart/form-data" && multipartAllowed) {
    return /;\s*boundary=("?)[^";]{1,70}\1\s*(;|$)/i.test(raw) ? { kind: "multipart" } : { status: 400, message: "Bad request: the multipart body has no boundary." };
  }
  return unsupported(multipartAllowed);
}

function unsupported(multipartAllowed: boolean): Refusal {
  const accepted = multipartAllowed ? "application/x-www-form-urlencoded or multipart/form-data" : "application/x-www-form-urlencoded";
  return { status: 415, message: `This form accepts ${accepted} only.` };
}

export function isEditorPath(pathname: string): boolean {
  return /^\/(?:blog-create|blog-edit\/[^/]+|blog-editor\/save)(?:\.data)?\/?$/.test(pathname);
}

/** No staff check on the staff twin: its bound is a room's, and a signed-out post then reaches the login redirect, not a bare 415. */
export function isMovePhotoPath(pathname: string): boolean {
  return (
    /^\/(?:ur\/)?move\/[A-Za-z0-9_-]{43}\/(?:room\/[a-z0-9-]{1,30}|review)(?:\.data)?\/?$/.test(pathname) ||
    /^\/leads\/[A-Za-z0-9_-]{1,64}\/move\/room\/[a-z0-9-]{1,30}(?:\.data)?\/?$/.test(pathname)
  );
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
