import { describe, expect, it } from "vitest";
import { sameName } from "./accept-name";

describe("sameName", () => {
  it("matches the name on the estimate whatever its case and spacing", () => {
    expect(sameName("Ayesha Khan", "Ayesha Khan")).toBe(true);
    expect(sameName("  ayesha   KHAN ", "Ayesha Khan")).toBe(true);
    expect(sameName("AyeshaKhan", "Ayesha Khan")).toBe(true);
    expect(sameName("عائشہ خان", "عائشہ  خان")).toBe(true);
  });

  it("refuses another name, part of the name and an empty one", () => {
    expect(sameName("Bilal Ahmed", "Ayesha Khan")).toBe(false);
    expect(sameName("Ayesha", "Ayesha Khan")).toBe(false);
    expect(sameName("   ", "Ayesha Khan")).toBe(false);
  });
});
