import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { site } from "~/shared/site/site-config";
import { staticPageScript } from "./static-page";

// What the script does in a page is checked in a browser (tests/e2e/static-pages.spec.ts).
describe("staticPageScript", () => {
  it("is one valid script of a few hundred bytes on the wire", () => {
    for (const regionalPhone of [true, false]) {
      const script = staticPageScript({ regionalPhone });
      expect(() => new Function(script)).not.toThrow();
      expect(gzipSync(script).length).toBeLessThan(700);
    }
  });

  it("knows every office number, and reads the stored choice only on a page without an office of its own", () => {
    const regional = staticPageScript({ regionalPhone: true });
    for (const phone of site.phones) expect(regional).toContain(`"${phone.number}"`);
    expect(regional).toContain('localStorage.getItem("manzil:regional-phone")');
    expect(staticPageScript({ regionalPhone: false })).not.toContain("localStorage");
  });
});
