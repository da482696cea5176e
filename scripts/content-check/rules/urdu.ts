import { englishTwinOf } from "../content-files";
import type { CheckContext } from "./context";

/**
 * Urdu files: each translates an English file of the same name (its twin),
 * and is written with Urdu letters. Arabic keyboards type look-alikes that
 * render almost the same but break search and word shapes in Urdu fonts.
 */
const ARABIC_LOOKALIKES: Record<string, { urdu: string; name: string }> = {
  "\u064A": { urdu: "\u06CC", name: "Arabic yeh ي → Urdu choti yeh ی" },
  "\u0649": { urdu: "\u06CC", name: "Arabic alef maksura ى → Urdu choti yeh ی" },
  "\u0643": { urdu: "\u06A9", name: "Arabic kaf ك → Urdu keheh ک" },
  "\u0647": { urdu: "\u06C1", name: "Arabic heh ه → Urdu heh goal ہ (or do-chashmi ھ in aspirates)" },
};

/** Arabic-Indic and Urdu (extended) digits: numbers are written 0–9 so phones, prices and M-2 read left to right. */
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

export function checkUrdu({ files, report }: CheckContext) {
  const present = new Set(files.map((file) => file.rel));
  for (const file of files.filter((f) => f.language === "ur")) {
    const twin = englishTwinOf(file);
    if (twin && !present.has(twin)) {
      report.error(file.rel, { line: 1, col: 1 }, `no English twin ${twin}: an Urdu file translates the English file of the same name; rename it or add the English page first.`);
    }
    const lines = file.source.split("\n");
    lines.forEach((text, index) => {
      for (let col = 0; col < text.length; col++) {
        const lookalike = ARABIC_LOOKALIKES[text[col]];
        if (lookalike) report.error(file.rel, { line: index + 1, col: col + 1 }, `Arabic letter instead of Urdu: replace the ${lookalike.name}.`);
        else if (EASTERN_DIGIT.test(text[col])) {
          report.error(file.rel, { line: index + 1, col: col + 1 }, `Eastern digit ${text[col]}: write numbers with 0–9 (content/ur-glossary.md), so phone numbers and prices read the same on every phone.`);
        }
      }
    });
  }
}
