/**
 * Excel's CSV: a BOM (else Urdu is mojibake), CRLF, formulas defused (OWASP "CSV injection", full-width signs too).
 * csv-stringify's rules, checked by csv.test.ts cell for cell; not csv-stringify itself, 3× slower a lead (ADR 040).
 */
export const CSV_BOM = "\uFEFF";

const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: ReadonlyArray<string | number>) => `${cells.map(csvCell).join(",")}\r\n`;

export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join("");
}
