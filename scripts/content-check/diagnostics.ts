/**
 * What the content check reports: one line per problem, in the form GitHub
 * Actions (and other CI systems) turn into a note on the pull request's line:
 * `::error file=content/pages/about.mdx,line=3,col=8::message`.
 */
type Severity = "error" | "warning";
export type Diagnostic = { severity: Severity; file: string; line: number; col: number; message: string };

/** Newlines and % would end or garble a workflow command; commas and colons a property. */
const escapeMessage = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (text: string) => escapeMessage(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

export function formatDiagnostic(d: Diagnostic): string {
  return `::${d.severity} file=${escapeProperty(d.file)},line=${d.line},col=${d.col}::${escapeMessage(d.message)}`;
}

/** Collects diagnostics for one run; rules only say what and where. */
export class Report {
  readonly diagnostics: Diagnostic[] = [];

  error(file: string, at: { line: number; col: number }, message: string) {
    this.diagnostics.push({ severity: "error", file, line: at.line, col: at.col, message });
  }

  warning(file: string, at: { line: number; col: number }, message: string) {
    this.diagnostics.push({ severity: "warning", file, line: at.line, col: at.col, message });
  }

  get errors(): Diagnostic[] {
    return this.diagnostics.filter((d) => d.severity === "error");
  }

  get warnings(): Diagnostic[] {
    return this.diagnostics.filter((d) => d.severity === "warning");
  }

  /** File order, then line and column: the order an editor reads them. */
  sorted(): Diagnostic[] {
    return [...this.diagnostics].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  }
}
