import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import helmet from "helmet";
import { HSTS, PERMISSIONS_POLICY, referrerPolicy } from "../app/shared/http/security-headers.server";

/**
 * On every answer, set first by helmet; documents replace the CSP with their script hashes (sendResponse
 * overwrites, so one CSP). The default allows nothing: answers that are not pages never need to.
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
    // For browsers nobody uses any more: bytes on every answer that the front cache parses on every hit.
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

const PER_ANSWER = new Set(["content-security-policy", "referrer-policy", "strict-transport-security"]);

/** Read from the middleware itself so they cannot drift; deploy/nginx says them once so its stored pages are a third smaller (ADR 028). */
export const SITE_WIDE_HEADERS: ReadonlyArray<readonly [string, string]> = recordSiteWideHeaders();

/** A proxy configured from an older set names another fingerprint and so gets every header: never one twice or one missing. */
export const SITE_WIDE_FINGERPRINT = createHash("sha256")
  .update(SITE_WIDE_HEADERS.map(([name, value]) => `${name}: ${value}\n`).join(""))
  .digest("hex")
  .slice(0, 16);

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

export function edgeAddsSiteWideHeaders(req: IncomingMessage, trusted: (address: string) => boolean): boolean {
  return req.headers[EDGE_HEADERS_REQUEST_HEADER] === SITE_WIDE_FINGERPRINT && trusted(req.socket.remoteAddress ?? "");
}

/** HSTS too: a browser learns it from the page. */
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
const OPENS_AS_DOCUMENT = /\.(?:html?|svg|xml)$/i;

/** About 700 bytes less on each of a page's ten or so assets; no resource policy: they are public and nothing asks for isolation. */
export function assetHeadersOnly(res: ServerResponse, filePath: string): void {
  if (OPENS_AS_DOCUMENT.test(filePath)) return;
  for (const name of DOCUMENT_ONLY) res.removeHeader(name);
  res.removeHeader("Cross-Origin-Resource-Policy");
}
