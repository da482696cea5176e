/** One normaliser for site and post search, so Arabic-keyboard, accented or Eastern-digit words find the Urdu ones; never splits words. */

/** Letters an Arabic (or Persian) keyboard types where Urdu has its own form. */
const URDU_FORMS: Record<string, string> = {
  "\u0643": "\u06A9", // ك Arabic kaf → ک keheh
  "\u06AA": "\u06A9", // ڪ swash kaf → ک
  "\u064A": "\u06CC", // ي Arabic yeh → ی Farsi yeh
  "\u0649": "\u06CC", // ى alef maksura → ی
  "\u06D0": "\u06CC", // ې Pashto yeh → ی
  "\u0647": "\u06C1", // ه Arabic heh → ہ heh goal
  "\u06D5": "\u06C1", // ە ae → ہ
  "\u0629": "\u06C3", // ة teh marbuta → ۃ teh marbuta goal
};

const ARABIC_MARKS = /[\u064B-\u065F\u0670]/g;
/** Latin accents and what NFKD splits off Arabic letters. */
const COMBINING_MARKS = /\p{M}/gu;
/** They would break a word in two. */
const INVISIBLE = /[\u0640\p{Cf}]/gu;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const ARABIC_LETTERS = /[\u0629\u0643\u0647\u0649\u064A\u06AA\u06D0\u06D5]/g;

export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(ARABIC_MARKS, "")
    .replace(COMBINING_MARKS, "")
    .replace(INVISIBLE, "")
    .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .replace(ARABIC_LETTERS, (letter) => URDU_FORMS[letter]!)
    .normalize("NFC");
}
