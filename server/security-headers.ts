import type { RequestHandler } from "express";
import helmet from "helmet";
import { HSTS, permissionsPolicy, referrerPolicy } from "../app/lib/http/security-headers.server";

/**
 * Security headers on every answer the server gives (issue 13): static
 * files, redirects, resource routes (RSS, sitemap, /healthz, /resources/region),
 * refusals and errors. helmet sets them before anything else runs; Remix
 * documents then replace the CSP with their own policy (their scripts' hashes)
 * (app/entry.server.tsx; server/remix-handler.ts overwrites, never appends,
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
  });
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", STRICT_CSP);
    res.setHeader("Permissions-Policy", permissionsPolicy(req.path));
    res.setHeader("Referrer-Policy", referrerPolicy(req.path));
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    base(req, res, next);
  };
}
