import { format } from "node:util";

/**
 * LOG_FORMAT=json for the web process: everything written through console
 * (the server's own lines, Remix's and the loaders' errors) becomes one JSON
 * object per line, `{ time, level, process: "web", msg }`, with an Error's
 * stack kept in `error` instead of spread over several lines a collector
 * would read as separate entries. Installed once, first thing in
 * server/main.ts.
 */
type Level = "debug" | "info" | "warn" | "error";

function jsonConsoleLine(level: Level, args: unknown[], now = new Date()): string {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const entry: Record<string, unknown> = { time: now.toISOString(), level, process: "web", msg: format(...args.map((arg) => (arg instanceof Error ? arg.message : arg))) };
  if (error?.stack) entry.error = error.stack;
  return `${JSON.stringify(entry)}\n`;
}

export function installJsonConsole(): void {
  const out = (level: Level) => (...args: unknown[]) => process.stdout.write(jsonConsoleLine(level, args));
  const err = (level: Level) => (...args: unknown[]) => process.stderr.write(jsonConsoleLine(level, args));
  console.debug = out("debug");
  console.log = out("info");
  console.info = out("info");
  console.warn = err("warn");
  console.error = err("error");
}
