import { describe, expect, it } from "vitest";
import { normaliseHref } from "./link-href";

describe("normaliseHref", () => {
  it("keeps web, mail, phone links and site paths", () => {
    expect(normaliseHref(" https://example.com/a ")).toBe("https://example.com/a");
    expect(normaliseHref("mailto:info@example.com")).toBe("mailto:info@example.com");
    expect(normaliseHref("tel:+923000000001")).toBe("tel:+923000000001");
    expect(normaliseHref("/book")).toBe("/book");
  });

  it("adds https:// to a bare domain", () => {
    expect(normaliseHref("example.com/moving")).toBe("https://example.com/moving");
  });

  it("refuses script links, protocol-relative links and junk", () => {
    expect(normaliseHref("javascript:alert(1)")).toBeNull();
    expect(normaliseHref("//evil.example")).toBeNull();
    expect(normaliseHref("not a link")).toBeNull();
    expect(normaliseHref("")).toBeNull();
  });
});
