/**
 * The product's slug rule (docs/requirements.md, Constants), applied in this order: lowercase, trim, remove characters
 * other than word characters, whitespace and hyphens, then replace whitespace
 * runs with a single hyphen. The API stores the result (api/lib/slug.ts adds
 * its fallback for titles with nothing left); the web app applies it to posts
 * from a server that sends no slug. Plain module: safe for browser code.
 */
export function slugRule(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-");
}

/**
 * Rough Latin letters for Urdu (and Arabic-keyboard) text, one letter map, so
 * an Urdu title gets a readable Latin slug: "گھر کی شفٹنگ" → "ghr ki shftng".
 * Short vowels are not written in Urdu, so they are missing here too. Letters
 * outside the Arabic script are left alone.
 */
const URDU_LATIN: Record<string, string> = {
  ا: "a", آ: "aa", أ: "a", إ: "i", ب: "b", پ: "p", ت: "t", ٹ: "t", ث: "s", ج: "j", چ: "ch", ح: "h", خ: "kh",
  د: "d", ڈ: "d", ذ: "z", ر: "r", ڑ: "r", ز: "z", ژ: "zh", س: "s", ش: "sh", ص: "s", ض: "z", ط: "t", ظ: "z",
  ع: "a", غ: "gh", ف: "f", ق: "q", ک: "k", ك: "k", ڪ: "k", گ: "g", ل: "l", م: "m", ن: "n", ں: "n", و: "o", ؤ: "o",
  ہ: "h", ه: "h", ۂ: "h", ۃ: "t", ة: "t", ھ: "h", ء: "", ی: "i", ي: "i", ى: "i", ئ: "i", ے: "e", ۓ: "e",
  "\u064E": "a", "\u0650": "i", "\u064F": "u", // zabar, zer, pesh: written vowels when a title has them
  "۔": " ", "،": " ", "؟": " ", "؛": " ",
};

export function transliterateUrdu(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    // Yeh before a long vowel, or starting a word, is a consonant: یا "ya", یہ "yh".
    .replace(/(?<![\u0600-\u06FF])[یيى]|[یيى](?=[اآو])/g, "y")
    .replace(/[\u0600-\u06FF]/g, (letter) => URDU_LATIN[letter] ?? "");
}

/**
 * The slug for a title in any of the site's languages: the product's slug rule (slugRule) over
 * the title with its Urdu letters in Latin ("" when nothing is left). English
 * titles get exactly slugRule's slug. The editor offers it for Urdu titles.
 */
export function latinSlug(title: string): string {
  if (!/[\u0600-\u06FF]/.test(title)) return slugRule(title);
  return slugRule(transliterateUrdu(title))
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
