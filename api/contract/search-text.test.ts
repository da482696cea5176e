import { describe, expect, it } from "vitest";
import { normaliseSearchText } from "./search-text";

const same = (a: string, b: string) => expect(normaliseSearchText(a)).toBe(normaliseSearchText(b));

describe("normaliseSearchText", () => {
  it("reads a word typed on an Arabic keyboard as the Urdu word", () => {
    same("كراچي", "کراچی");
    expect(normaliseSearchText("كراچي")).toBe("کراچی");
    expect(normaliseSearchText("ى")).toBe("ی");
    expect(normaliseSearchText("مكه")).toBe("مکہ");
    expect(normaliseSearchText("ة")).toBe("ۃ");
  });

  it("removes harakat, the superscript alef and tatweel", () => {
    same("کَراچِی", "کراچی");
    same("ھٰذا", "ھذا");
    same("شـــفٹنگ", "شفٹنگ");
    expect(normaliseSearchText("\u064Bا\u065Fب\u0670")).toBe("اب");
  });

  it("keeps words whole: no combining mark or invisible joiner splits one", () => {
    expect(normaliseSearchText("آپ کی شِفٹنگ")).toBe("اپ کی شفٹنگ");
    expect(normaliseSearchText("جائے")).toBe("جایے");
    expect(normaliseSearchText("نمبر\u200cوں")).toBe("نمبروں");
    expect(normaliseSearchText("ghar\u00ADshift")).toBe("gharshift");
  });

  it("turns Eastern Arabic-Indic and Extended digits into ASCII", () => {
    expect(normaliseSearchText("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normaliseSearchText("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normaliseSearchText("۰۳۰۰-۱۲۳۴۵۶۷")).toBe("0300-1234567");
  });

  it("lower-cases Latin text and folds its accents", () => {
    expect(normaliseSearchText("KARACHI")).toBe("karachi");
    expect(normaliseSearchText("Café Déjà Vu")).toBe("cafe deja vu");
    expect(normaliseSearchText("İstanbul")).toBe("istanbul");
  });

  it("reads Arabic presentation forms as the plain letters", () => {
    // ﻛ (U+FEDB) initial kaf, ﻱ (U+FEF1) isolated yeh.
    expect(normaliseSearchText("\uFEDBﺮﺍچ\uFEF1")).toBe("کراچی");
  });

  it("keeps spaces and punctuation as typed, for literal searches", () => {
    expect(normaliseSearchText('50% off_"best", ۔ ،')).toBe('50% off_"best", ۔ ،');
    expect(normaliseSearchText("Lahore–Karachi")).toBe("lahore–karachi");
  });

  it("gives the same text when applied twice", () => {
    for (const text of ["كراچي ۱۲", "Ünïcode Café", "کَراچی  شـفٹنگ"]) {
      expect(normaliseSearchText(normaliseSearchText(text))).toBe(normaliseSearchText(text));
    }
  });
});
