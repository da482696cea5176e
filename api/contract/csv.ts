/**
 * CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads Urdu
 * as mojibake), CRLF line ends, RFC 4180 quoting, and text that Excel would
 * run as a formula defused with a leading apostrophe (OWASP "CSV
 * injection"). Numbers are written as numbers. Plain module (no zod).
 */
export const CSV_BOM = "\uFEFF";

function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: ReadonlyArray<string | number>) => `${cells.map(csvCell).join(",")}\r\n`;

/** A whole table as one CSV document. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join("");
}
