/**
 * CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads Urdu
 * as mojibake), CRLF line ends, RFC 4180 quoting, and text that Excel would
 * run as a formula defused with a leading apostrophe (OWASP "CSV
 * injection"; the full-width signs too, which Apple Numbers reads as the
 * plain ones). Numbers are written as numbers.
 *
 * The rules are csv-stringify's (`record_delimiter: "windows"`,
 * `quote_record_delimiter`, `escape_formulas`), and csv.test.ts checks this
 * writer against it cell for cell. It is not csv-stringify itself because
 * the leads export writes a million lines and csv-stringify formats a lead
 * three times slower (ADR 040).
 */
export const CSV_BOM = "\uFEFF";

const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: ReadonlyArray<string | number>) => `${cells.map(csvCell).join(",")}\r\n`;

/** A whole table as one CSV document. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join("");
}
