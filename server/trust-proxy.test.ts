import { describe, expect, it } from "vitest";
import { normaliseAddress, parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("trusts nobody by default", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
  });

  it("takes a hop count or a list of addresses and ranges", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,::1,loopback")).toEqual(["10.0.0.0/8", "127.0.0.1", "::1", "loopback"]);
  });

  it("names a bad value instead of guessing", () => {
    expect(() => parseTrustProxy("yes")).toThrow(/TRUST_PROXY: "yes"/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("99")).toThrow(/hops/);
  });
});

describe("normaliseAddress", () => {
  it("unwraps IPv4-mapped IPv6 addresses", () => {
    expect(normaliseAddress("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(normaliseAddress("::1")).toBe("::1");
    expect(normaliseAddress(undefined)).toBeUndefined();
  });
});
