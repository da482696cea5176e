import { describe, expect, it } from "vitest";
import { visitorAddress } from "./load-context";

describe("visitorAddress", () => {
  it("passes on the address the server found", () => {
    expect(visitorAddress({ clientAddress: "127.0.0.2" })).toBe("127.0.0.2");
    expect(visitorAddress({ clientAddress: "2001:db8::1" })).toBe("2001:db8::1");
  });

  it("is absent without a server context or with anything that is not an address", () => {
    expect(visitorAddress(undefined)).toBeUndefined();
    expect(visitorAddress({})).toBeUndefined();
    expect(visitorAddress({ clientAddress: "1.2.3.4, 5.6.7.8" })).toBeUndefined();
  });
});
