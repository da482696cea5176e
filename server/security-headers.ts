import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import helmet from "helmet";
import { HSTS, PERMISSIONS_POLICY, referrerPolicy } from "../app/shared/http/security-headers.server";

/**
 * Security headers on every answer the server gives: static
 * files, redirects, resource routes (RSS, sitemap, /healthz, /resources/region),
 * refusals and errors; hashed build assets keep only those a script or
 * stylesheet needs (assetHeadersOnly below). helmet sets them before anything else runs; Remix
 * documents then replace the CSP with their own policy (their scripts' hashes)
 * (app/entry.server.tsx; sendResponse in server/app.ts overwrites, never appends,
 * so there is only ever one CSP).
 *
 * The default policy here allows nothing to run or load: answers that are
 * not pages (XML, images, plain text) never need to. HSTS only when the
 * request really arrived over https (req.secure honours X-Forwarded-Proto
 * from a trusted proxy only).
 */
export const STRICT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export function securityHeaders(): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: false,
    xFrameOptions: { action: "deny" },
    // Headers for browsers nobody visits with any more (Internet Explorer's download prompt,
    // Flash and Acrobat cross-domain files, the removed XSS auditor): bytes on every answer,
    // and a header the front cache parses again on every hit (bench "Cached page vs nginx").
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", STRICT_CSP);
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Referrer-Policy", referrerPolicy(req.path));
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    base(req, res, next);
  };
}

/** Headers whose value depends on the answer: the page's own script hashes, its path, its scheme. */
const PER_ANSWER = new Set(["content-security-policy", "referrer-policy", "strict-transport-security"]);

/**
 * The headers every answer outside /assets/ carries with the same value
 * (helmet's and ours, read once from the middleware itself, so they cannot
 * drift from what it sets): lower-case name and value.
 *
 * The front proxy recipe says them itself, once in its configuration
 * (deploy/nginx: `proxy_hide_header` and `add_header … always`), so a page it
 * keeps is stored without them: nginx parses a stored answer's header block
 * again on every hit, and these are a third of it (bench/README.md, "Cached
 * pages against nginx"; ADR 028).
 */
export const SITE_WIDE_HEADERS: ReadonlyArray<readonly [string, string]> = recordSiteWideHeaders();

/**
 * Names the set above: the proxy sends it as EDGE_HEADERS_REQUEST_HEADER, and
 * a page cache answer to a trusted proxy that names this very set leaves them
 * out (server/page-cache.ts). A proxy configured from an older set names
 * another one and is sent every header; it hides and replaces the ones it
 * knows, so a visitor never gets one twice or misses one.
 */
export const SITE_WIDE_FINGERPRINT = createHash("sha256")
  .update(SITE_WIDE_HEADERS.map(([name, value]) => `${name}: ${value}\n`).join(""))
  .digest("hex")
  .slice(0, 16);

/** The request header by which the front proxy says it adds SITE_WIDE_HEADERS itself (its value: SITE_WIDE_FINGERPRINT). */
const EDGE_HEADERS_REQUEST_HEADER = "x-edge-headers";

function recordSiteWideHeaders(): Array<[string, string]> {
  const set = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => set.delete(name.toLowerCase()),
    getHeader: (name: string) => set.get(name.toLowerCase()),
  };
  const req = { path: "/", secure: false, headers: {} };
  securityHeaders()(req as unknown as ExpressRequest, res as unknown as ExpressResponse, () => {});
  return [...set].filter(([name]) => !PER_ANSWER.has(name)).sort(([a], [b]) => a.localeCompare(b));
}

/** Whether this request comes from a front proxy that adds SITE_WIDE_HEADERS itself: it names them, and `trusted` (TRUST_PROXY) says it is a proxy of ours. */
export function edgeAddsSiteWideHeaders(req: IncomingMessage, trusted: (address: string) => boolean): boolean {
  return req.headers[EDGE_HEADERS_REQUEST_HEADER] === SITE_WIDE_FINGERPRINT && trusted(req.socket.remoteAddress ?? "");
}

/**
 * Headers that rule a document (what it may run, load, embed or be embedded
 * in, its browsing context) and mean nothing on a script or a stylesheet.
 * HSTS too: every page carries it, and a browser learns it from the page.
 */
const DOCUMENT_ONLY = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "Referrer-Policy",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "Strict-Transport-Security",
  "X-DNS-Prefetch-Control",
  "X-Frame-Options",
];
/** Files a browser may open as a document of their own, which keep the document's headers. */
const OPENS_AS_DOCUMENT = /\.(?:html?|svg|xml)$/i;

/**
 * A hashed build asset (/assets/: Vite's scripts and stylesheets) as it is
 * sent: its type, nosniff and its caching, not the ~700 bytes of a page's
 * policies. A page loads ten or so of them, each with its own headers on the
 * wire, counted against the page's JavaScript budget. No resource policy
 * either: these files are public and the same for everyone, so another site
 * that loads one learns nothing it could not fetch itself, and no page of
 * ours asks for cross-origin isolation (which is what would need it).
 */
export function assetHeadersOnly(res: ServerResponse, filePath: string): void {
  if (OPENS_AS_DOCUMENT.test(filePath)) return;
  for (const name of DOCUMENT_ONLY) res.removeHeader(name);
  res.removeHeader("Cross-Origin-Resource-Policy");
}
