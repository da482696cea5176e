import { describe, expect, it } from "vitest";
import { clientIpOf } from "./client.server";

const withXff = (value?: string) => new Request("http://localhost/", { headers: value ? { "x-forwarded-for": value } : {} });

describe("clientIpOf", () => {
  it("takes the address our reverse proxy appended (the rightmost)", () => {
    expect(clientIpOf(withXff("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIpOf(withXff("6.6.6.6, 203.0.113.9"))).toBe("203.0.113.9");
  });

  it("is undefined without a proxy header or with garbage", () => {
    expect(clientIpOf(withXff())).toBeUndefined();
    expect(clientIpOf(withXff("not an ip<script>"))).toBeUndefined();
  });
});
