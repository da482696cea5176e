import { describe, expect, it } from "vitest";
import { clientIp, proxyEntryProblem } from "./client-ip";

const trusted = ["127.0.0.1"];

describe("clientIp", () => {
  it("uses the socket address when there is no X-Forwarded-For", () => {
    expect(clientIp("198.51.100.4", undefined, trusted)).toBe("198.51.100.4");
  });

  it("ignores X-Forwarded-For from anyone but the trusted proxy", () => {
    expect(clientIp("198.51.100.4", "203.0.113.9", trusted)).toBe("198.51.100.4");
  });

  it("takes the right-most entry (the one the proxy added) from the trusted proxy", () => {
    expect(clientIp("127.0.0.1", "10.0.0.1, 203.0.113.9", trusted)).toBe("203.0.113.9");
    expect(clientIp("::ffff:127.0.0.1", "203.0.113.9", trusted)).toBe("203.0.113.9");
  });

  it("normalises IPv4-mapped IPv6 addresses", () => {
    expect(clientIp("::ffff:198.51.100.4", undefined, trusted)).toBe("198.51.100.4");
  });
});

describe("TRUSTED_PROXY ranges", () => {
  const ranges = ["10.1.0.0/16", "fd00:1::/32", "192.0.2.7"];

  it("trusts X-Forwarded-For from any address inside a CIDR range, IPv4 and IPv6, and from an exact address", () => {
    expect(clientIp("10.1.200.3", "203.0.113.9", ranges)).toBe("203.0.113.9");
    expect(clientIp("::ffff:10.1.0.1", "203.0.113.9", ranges)).toBe("203.0.113.9");
    expect(clientIp("fd00:1:abcd::5", "203.0.113.9", ranges)).toBe("203.0.113.9");
    expect(clientIp("192.0.2.7", "203.0.113.9", ranges)).toBe("203.0.113.9");
  });

  it("ignores it from just outside the range", () => {
    expect(clientIp("10.2.0.1", "203.0.113.9", ranges)).toBe("10.2.0.1");
    expect(clientIp("192.0.2.8", "203.0.113.9", ranges)).toBe("192.0.2.8");
    expect(clientIp("fd00:2::1", "203.0.113.9", ranges)).toBe("fd00:2::1");
  });

  it("names what is wrong with a bad entry", () => {
    expect(proxyEntryProblem("10.0.0.0/8")).toBeNull();
    expect(proxyEntryProblem("::1")).toBeNull();
    expect(proxyEntryProblem("10.0.0.0/33")).toMatch(/prefix/);
    expect(proxyEntryProblem("web-1")).toMatch(/not an IP address/);
  });
});
