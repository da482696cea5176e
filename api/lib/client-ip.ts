/** `::ffff:127.0.0.1` → `127.0.0.1`. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/**
 * The visitor's address for rate limits. Only the web app (a trusted proxy)
 * may speak for a visitor through X-Forwarded-For; from anyone else the
 * header is ignored, so a client cannot pick a fresh address per request.
 * The right-most entry is the one the proxy itself appended.
 */
export function clientIp(remoteAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: readonly string[]): string {
  const remote = remoteAddress ? normaliseIp(remoteAddress) : "unknown";
  if (!forwardedFor || !trustedProxies.includes(remote)) return remote;
  const hops = forwardedFor
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const last = hops[hops.length - 1];
  return last ? normaliseIp(last) : remote;
}
