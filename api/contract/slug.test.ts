import { describe, expect, it } from "vitest";
import { latinSlug, transliterateUrdu } from "./slug";
import { slugRule } from "./slug-rule";

describe("latinSlug", () => {
  it("gives English titles exactly the slug rule's slug", () => {
    for (const title of ["Moving Tips: Lahore → Karachi!", "Pre-move -- check_list 2025", "  a\t\n b ", "Café déjà vu"]) {
      expect(latinSlug(title)).toBe(slugRule(title));
    }
  });

  it("spells the site's words as people read them, so real post titles give readable addresses", () => {
    expect(latinSlug("لاہور میں 2 کمروں کا فلیٹ شفٹ کرنے کا خرچ 2026")).toBe("lahore-mein-2-kamron-ka-flat-shift-karne-ka-kharch-2026");
    expect(latinSlug("جہیز اور کراکری کی پیکنگ: شفٹنگ میں کچھ نہ ٹوٹے")).toBe("jahez-aur-crockery-ki-packing-shifting-mein-kuch-na-toote");
    expect(latinSlug("شہزور یا ٹرک؟ اپنے سامان کے لیے صحیح گاڑی کیسے چنیں")).toBe("shehzore-ya-truck-apne-saman-ke-liye-sahih-gari-kaise-chunein");
    expect(latinSlug("برسات میں کراچی کی شفٹنگ: سامان کو بارش سے کیسے بچائیں")).toBe("barsaat-mein-karachi-ki-shifting-saman-ko-barish-se-kaise-bachaein");
    expect(latinSlug("گھر شفٹ کرنے سے ایک ہفتہ پہلے کیا کریں")).toBe("ghar-shift-karne-se-aik-hafta-pehle-kya-karein");
  });

  it("reads a name of several words as one, only when spaces alone lie between them", () => {
    expect(latinSlug("اسلام آباد سے فیصل  آباد اور راولپنڈی")).toBe("islamabad-se-faisalabad-aur-rawalpindi");
    expect(latinSlug("ڈی ایچ اے کراچی")).toBe("dha-karachi");
    expect(latinSlug("اسلام، آباد")).toBe("aslam-aabad");
  });

  it("spells a word the glossary does not know letter by letter, without the vowels Urdu does not write", () => {
    expect(latinSlug("ٹھیلا اور رکشہ ۔ ۱۰ باتیں")).toBe("thila-aur-rkshh-10-batin");
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
