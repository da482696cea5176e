/**
 * Security headers of every HTML response (issue 9). Scripts run only with
 * the per-request nonce: no 'unsafe-inline' scripts. Styles allow inline
 * because react-hot-toast injects its CSS at runtime; styles cannot run code.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** Pages that offer "use my location" for the regional phone number (spec §9). */
const GEOLOCATION_PATHS = ["/contact", "/book"];

export function permissionsPolicy(pathname: string): string {
  const geolocation = GEOLOCATION_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? "(self)" : "()";
  return `geolocation=${geolocation}, camera=(), microphone=(), payment=(), usb=(), interest-cohort=()`;
}

export function isHttpsDeployment(): boolean {
  return process.env.NODE_ENV === "production" && (process.env.SITE_URL ?? "https://").startsWith("https://");
}

export function applySecurityHeaders(headers: Headers, pathname: string, nonce?: string): void {
  const https = isHttpsDeployment();
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, https));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", permissionsPolicy(pathname));
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
