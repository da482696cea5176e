import { formatWithOptions } from "node:util";

/**
 * One log line per event, whatever it says: control characters in what is
 * logged (a path with an encoded CR/LF, an error message quoting one) are
 * written as escapes, so nobody can forge a log line or split one; a stack
 * trace stays on its line as `\n`-separated frames. The access log escapes
 * its own lines (server/access-log.ts); this covers everything written
 * through `console` in the web server's process.
 */
export function escapeControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

type ConsoleMethod = "log" | "info" | "warn" | "error" | "debug";

export function logOneLinePerCall(target: Console = console): void {
  for (const method of ["log", "info", "warn", "error", "debug"] as ConsoleMethod[]) {
    const stream = method === "warn" || method === "error" ? process.stderr : process.stdout;
    target[method] = (...args: unknown[]) => {
      stream.write(`${escapeControl(formatWithOptions({ colors: false }, ...args))}\n`);
    };
  }
}
