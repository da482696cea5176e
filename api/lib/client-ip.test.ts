import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

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
