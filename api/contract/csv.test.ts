import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvDocument, csvLine } from "./csv";

describe("CSV for Excel", () => {
  it("ends lines with CRLF and quotes only what RFC 4180 asks: a comma, a quote (doubled) or a line break", () => {
    expect(csvLine(["plain", "a,b", 'say "hi"', "two\nlines", "cr\ronly", "", "لاہور"])).toBe('plain,"a,b","say ""hi""","two\nlines","cr\ronly",,لاہور\r\n');
  });

  it("writes numbers as numbers, a negative one included", () => {
    expect(csvLine([12_500, 0, -3, 2.5])).toBe("12500,0,-3,2.5\r\n");
  });

  it("defuses text Excel would run as a formula with a leading apostrophe, then quotes as usual", () => {
    expect(csvLine(['=HYPERLINK("http://x")', "+92", "-1", "@SUM(A1)", "\tx", "\rx", "＝1+1", "a=b"])).toBe(`"'=HYPERLINK(""http://x"")",'+92,'-1,'@SUM(A1),'\tx,"'\rx",'＝1+1,a=b\r\n`);
  });

  it("a whole document starts with the byte-order mark and ends with a line end", () => {
    expect(csvDocument(["Name", "Leads"], [["Ayesha", 3], ["=cmd", 1]])).toBe(`${CSV_BOM}Name,Leads\r\nAyesha,3\r\n'=cmd,1\r\n`);
    expect(CSV_BOM).toBe("\uFEFF");
  });

  it("writes every line as csv-stringify does with Excel's options (RFC 4180, CRLF, escape_formulas)", () => {
    const options = { record_delimiter: "windows", quote_record_delimiter: true, escape_formulas: true } as const;
    const alphabet = ["a", "Z", " ", ",", '"', "\r", "\n", "\t", "=", "+", "-", "@", "'", ";", "ل", "＝", "＋", "－", "＠", "\u2028", "0"];
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n;
    for (let line = 0; line < 2_000; line++) {
      const cells = Array.from({ length: 1 + random(6) }, () =>
        random(5) === 0 ? random(2_000_001) - 1_000_000 : Array.from({ length: random(8) }, () => alphabet[random(alphabet.length)]).join(""),
      );
      expect(csvLine(cells), JSON.stringify(cells)).toBe(stringify([cells], options));
    }
  });
});
