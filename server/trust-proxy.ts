import net from "node:net";

/**
 * TRUST_PROXY: which peers may tell us the visitor's address through the
 * `X-Forwarded-For` they append (and the scheme and host through
 * `X-Forwarded-Proto` / `-Host`). Default: nobody, so the visitor's address
 * is the socket's and no header a visitor writes is believed.
 *
 * - a hop count (`1`: one proxy in front of us, e.g. nginx or a load balancer);
 * - a comma-separated list of addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`),
 *   or Express's names `loopback`, `linklocal`, `uniquelocal`.
 *
 * The value goes to Express's `trust proxy` setting (proxy-addr), which walks
 * X-Forwarded-For from the right and stops at the first untrusted hop.
 */
export type TrustProxy = false | number | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY: ${value} hops is not believable (at most 10)`);
    return hops;
  }
  const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (NAMES.has(entry)) continue;
    const [address, bits, extra] = entry.split("/");
    const family = net.isIP(address ?? "");
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  return entries;
}

/** `::ffff:127.0.0.2` → `127.0.0.2`, so limits key one address one way. */
export function normaliseAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}
