/**
 * server/security-headers.ts sets the same on every other answer. Inline scripts run only by SHA-256 hash
 * (script-hashes.server.ts, ADR 021): no nonce, so every visitor gets the same bytes. Inline styles are
 * allowed because react-hot-toast injects CSS at runtime; styles cannot run code.
 */
export function contentSecurityPolicy(scriptHashes: string[], https: boolean): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // Other fetch directives fall back to default-src 'self': fewer bytes, parsed by a front cache on every hit.
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * An estimate's or move page's address is its key: never sent in a Referer. Not `no-referrer`: Chromium
 * then sends `Origin: null` with the page's own form, which the cross-site check refuses.
 */
export function referrerPolicy(pathname: string): string {
  return /^\/(?:estimate|move|ur\/move)\//.test(pathname) ? "same-origin" : "strict-origin-when-cross-origin";
}

/**
 * Same on every document: a policy stays for every client-side navigation after the first page, so one
 * page cannot have its own. No `interest-cohort`: Chromium warns about it in every console.
 */
export const PERMISSIONS_POLICY = "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";

/** From the socket, or X-Forwarded-Proto from a trusted proxy only; SITE_URL says nothing about it. */
function arrivedOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** Without `scriptHashes` (data answers) the server's strict default policy stays. */
export function applySecurityHeaders(headers: Headers, request: Request, scriptHashes?: string[]): void {
  const https = arrivedOverHttps(request);
  const pathname = new URL(request.url).pathname;
  if (scriptHashes) headers.set("Content-Security-Policy", contentSecurityPolicy(scriptHashes, https));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", referrerPolicy(pathname));
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (https) headers.set("Strict-Transport-Security", HSTS);
}
