import { BlockList, isIP } from "node:net";

/** `::ffff:127.0.0.1` → `127.0.0.1`. */
function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

export function proxyEntryProblem(entry: string): string | null {
  const [address, prefix, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || extra !== undefined) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128) ? null : `"${entry}" has a bad prefix length`;
}

const matchers = new WeakMap<readonly string[], BlockList>();

function matcherOf(entries: readonly string[]): BlockList {
  let list = matchers.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      if (proxyEntryProblem(entry)) continue;
      const [address, prefix] = entry.split("/") as [string, string | undefined];
      const type = isIP(address) === 6 ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    matchers.set(entries, list);
  }
  return list;
}

function isTrustedProxy(ip: string, trustedProxies: readonly string[]): boolean {
  const family = isIP(ip);
  return family !== 0 && matcherOf(trustedProxies).check(ip, family === 6 ? "ipv6" : "ipv4");
}

/** Security: X-Forwarded-For only from TRUSTED_PROXY, so a client cannot pick a fresh address per request. The right-most entry is the proxy's. */
export function clientIp(remoteAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: readonly string[]): string {
  const remote = remoteAddress ? normaliseIp(remoteAddress) : "unknown";
  if (!forwardedFor || !isTrustedProxy(remote, trustedProxies)) return remote;
  const hops = forwardedFor
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const last = hops[hops.length - 1];
  return last ? normaliseIp(last) : remote;
}
