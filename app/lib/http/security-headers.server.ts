/**
 * Security headers of HTML documents and data answers (issues 9 and 13).
 * The production server (server/security-headers.ts) puts the same headers,
 * with a strict CSP and HSTS over https, on every other answer: static
 * files, redirects, resource routes, errors. Inline scripts run only when
 * their SHA-256 is listed, the hashes of the scripts this page's render wrote
 * (app/lib/http/script-hashes.server.ts, ADR 021): no nonce, so the page is
 * the same bytes for everyone, and no 'unsafe-inline' scripts. Styles allow
 * inline because react-hot-toast injects its CSS at runtime; styles cannot
 * run code.
 */
export function contentSecurityPolicy(scriptHashes: string[], https: boolean): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * An estimate's address is the key to it (no login): nothing on its page
 * sends it to another site in a Referer. `same-origin`, not `no-referrer`:
 * under `no-referrer` Chromium sends `Origin: null` with the page's own
 * Accept form, which the cross-site check must refuse. One value per path,
 * set here and by the server for every other answer, so a page never
 * carries two.
 */
export function referrerPolicy(pathname: string): string {
  return pathname.startsWith("/estimate/") ? "same-origin" : "strict-origin-when-cross-origin";
}

/** Pages that offer "use my location" for the regional phone number (spec §9). */
const GEOLOCATION_PATHS = ["/contact", "/book"];

export function permissionsPolicy(pathname: string): string {
  const geolocation = GEOLOCATION_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? "(self)" : "()";
  return `geolocation=${geolocation}, camera=(), microphone=(), payment=(), usb=(), interest-cohort=()`;
}

/**
 * Whether this request really arrived over https: the server builds the
 * request URL from the socket, or from X-Forwarded-Proto only when the proxy
 * that sent it is trusted (TRUST_PROXY). SITE_URL says nothing about it.
 */
export function arrivedOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** `scriptHashes`: a document's inline scripts; without them (data answers) the server's strict default policy stays. */
export function applySecurityHeaders(headers: Headers, request: Request, scriptHashes?: string[]): void {
  const https = arrivedOverHttps(request);
  const pathname = new URL(request.url).pathname;
  if (scriptHashes) headers.set("Content-Security-Policy", contentSecurityPolicy(scriptHashes, https));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", referrerPolicy(pathname));
  headers.set("Permissions-Policy", permissionsPolicy(pathname));
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (https) headers.set("Strict-Transport-Security", HSTS);
}
