import { describe, expect, it } from "vitest";
import { latinSlug, slugRule, transliterateUrdu } from "./slug";

describe("latinSlug", () => {
  it("gives English titles exactly the slug rule's slug", () => {
    for (const title of ["Moving Tips: Lahore → Karachi!", "Pre-move -- check_list 2025", "  a\t\n b ", "Café déjà vu"]) {
      expect(latinSlug(title)).toBe(slugRule(title));
    }
  });

  it("writes Urdu titles in Latin letters, one hyphen between words", () => {
    expect(latinSlug("شہزور یا ٹرک؟")).toBe("shhzor-ya-trk");
    expect(latinSlug("جہیز کی پیکنگ: برتن اور کراکری")).toBe("jhiz-ki-pikng-brtn-aor-krakri");
    expect(latinSlug("برسات میں کراچی کی شفٹنگ ۔ ۱۰ باتیں")).toBe("brsat-min-krachi-ki-shftng-10-batin");
  });

  it("reads Arabic-keyboard letters, diacritics and mixed titles", () => {
    expect(latinSlug("كراچي")).toBe("krachi");
    expect(latinSlug("کَراچی")).toBe("karachi");
    expect(latinSlug("Shehzore کرایہ 2026")).toBe("shehzore-kraih-2026");
  });

  it("gives nothing when no letter is left", () => {
    expect(latinSlug("۔ ، ؟")).toBe("");
  });
});

describe("transliterateUrdu", () => {
  it("leaves Latin text and punctuation alone", () => {
    expect(transliterateUrdu("Lahore, 2026!")).toBe("Lahore, 2026!");
  });

  it("turns Eastern digits into ASCII digits", () => {
    expect(transliterateUrdu("۰۳۰۰-۱۲۳۴۵۶۷ ٠١٢")).toBe("0300-1234567 012");
  });
});
