import net from "node:net";

/** Default nobody: no header a visitor writes is believed. A hop count or addresses/CIDRs, as Express's `trust proxy` takes them. */
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

/** So limits key one address one way. */
export function normaliseAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}
