/**
 * Security headers of HTML documents and data answers.
 * The production server (server/security-headers.ts) puts the same headers,
 * with a strict CSP and HSTS over https, on every other answer: static
 * files, redirects, resource routes, errors. Inline scripts run only when
 * their SHA-256 is listed, the hashes of the scripts this page's render wrote
 * (app/shared/http/script-hashes.server.ts, ADR 021): no nonce, so the page is
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
    // font-src, connect-src and manifest-src fall back to default-src 'self': the same policy,
    // in fewer bytes on every page (a front cache parses this header again on every hit).
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * An estimate's or a move page's address is the key to it (no login): nothing on its page
 * sends it to another site in a Referer. `same-origin`, not `no-referrer`:
 * under `no-referrer` Chromium sends `Origin: null` with the page's own
 * Accept form, which the cross-site check must refuse. One value per path,
 * set here and by the server for every other answer, so a page never
 * carries two.
 */
export function referrerPolicy(pathname: string): string {
  return /^\/(?:estimate|move|ur\/move)\//.test(pathname) ? "same-origin" : "strict-origin-when-cross-origin";
}

/**
 * The same on every document: geolocation for this site itself ("use my
 * location" picks the regional phone number, app/features/site-shell/regional-phone-view.tsx),
 * everything else off. A policy comes with the first document a visitor
 * loads and stays for every client-side navigation after it, so a page
 * that needs a feature cannot have it granted on its own: one that arrived
 * at /contact from home by a link would still live under home's policy.
 * A permission nothing asks for grants nothing, and the browser still asks
 * the visitor. No `interest-cohort`: Chromium dropped FLoC and warns about
 * the unknown feature in every visitor's console.
 */
export const PERMISSIONS_POLICY = "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";

/**
 * Whether this request really arrived over https: the server builds the
 * request URL from the socket, or from X-Forwarded-Proto only when the proxy
 * that sent it is trusted (TRUST_PROXY). SITE_URL says nothing about it.
 */
function arrivedOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** `scriptHashes`: a document's inline scripts; without them (data answers) the server's strict default policy stays. */
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
