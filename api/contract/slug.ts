import { normaliseSearchText } from "./search-text";
import { slugRule } from "./slug-rule";
import { URDU_WORDS } from "./urdu-words";

/** For words URDU_WORDS does not know: "ٹھیلا" → "thila". Urdu writes no short vowels, so neither does this. */
const URDU_LATIN: Record<string, string> = {
  ا: "a", آ: "aa", أ: "a", إ: "i", ب: "b", پ: "p", ت: "t", ٹ: "t", ث: "s", ج: "j", چ: "ch", ح: "h", خ: "kh",
  د: "d", ڈ: "d", ذ: "z", ر: "r", ڑ: "r", ز: "z", ژ: "zh", س: "s", ش: "sh", ص: "s", ض: "z", ط: "t", ظ: "z",
  ع: "a", غ: "gh", ف: "f", ق: "q", ک: "k", ك: "k", ڪ: "k", گ: "g", ل: "l", م: "m", ن: "n", ں: "n", و: "o", ؤ: "o",
  ہ: "h", ه: "h", ۂ: "h", ۃ: "t", ة: "t", ھ: "h", ء: "", ی: "i", ي: "i", ى: "i", ئ: "i", ے: "e", ۓ: "e",
  "\u064E": "a", "\u0650": "i", "\u064F": "u", // zabar, zer, pesh: written vowels when a title has them
};

/** A run of Arabic-script letters (diacritics, tatweel and joiners included): one word. */
const URDU_WORD = /([\u0620-\u065F\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FC\u06FF\u200C\u200D]+)/;

/** Keyed as search compares, so an Arabic keyboard's or a diacritic's word finds its entry. */
const GLOSSARY = new Map(Object.entries(URDU_WORDS).map(([words, latin]) => [normaliseSearchText(words), latin]));
const LONGEST_ENTRY = Math.max(...[...GLOSSARY.keys()].map((words) => words.split(" ").length));

function spellLetters(word: string): string {
  return word
    // Yeh before a long vowel, or starting a word, is a consonant: یا "ya", یہ "yh".
    .replace(/^[یيى]|[یيى](?=[اآو])/g, "y")
    .replace(/[\u0600-\u06FF]/g, (letter) => URDU_LATIN[letter] ?? "");
}

/** The glossary's spelling where it knows a word or phrase, else letter by letter: "گھر کی شفٹنگ" → "ghar ki shifting". */
export function transliterateUrdu(text: string): string {
  const parts = text
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .split(URDU_WORD);
  // What lies between words, then a word, then what lies between…: words at odd indexes.
  let latin = parts[0];
  for (let at = 1; at < parts.length; ) {
    let words = LONGEST_ENTRY;
    while (words > 1 && !GLOSSARY.has(phraseAt(parts, at, words) ?? "")) words--;
    latin += GLOSSARY.get(phraseAt(parts, at, words)!) ?? spellLetters(parts[at]);
    at += 2 * words;
    latin += parts[at - 1] ?? "";
  }
  return latin.replace(/[۔،؟؛]/g, " ").replace(/[\u0600-\u06FF]/g, "");
}

function phraseAt(parts: string[], at: number, words: number): string | undefined {
  const last = at + 2 * (words - 1);
  if (last >= parts.length) return undefined;
  const keys = [normaliseSearchText(parts[at])];
  for (let index = at + 2; index <= last; index += 2) {
    if (!/^\s+$/.test(parts[index - 1])) return undefined;
    keys.push(normaliseSearchText(parts[index]));
  }
  return keys.join(" ");
}

/** English titles get exactly slugRule's slug. */
export function latinSlug(title: string): string {
  if (!/[\u0600-\u06FF]/.test(title)) return slugRule(title);
  return slugRule(transliterateUrdu(title))
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
