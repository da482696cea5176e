import { createLogger, type LogFormat, type Logger } from "../shared/logger";

/** A write per line cost more than a cached answer; whatever is pending at exit is written then. */
export function linesPerTurn(write: (text: string) => void): (line: string) => void {
  let pending = "";
  const flush = () => {
    const text = pending;
    pending = "";
    if (text) write(text);
  };
  process.once("exit", flush);
  return (line) => {
    if (pending === "") setImmediate(flush);
    pending += line;
  };
}

/** Warnings and errors go out at once, so the last words before an exit are never lost. */
export function createWebLogger(format: LogFormat): Logger {
  return createLogger({ process: "web", level: "debug", format, stdout: linesPerTurn((text) => process.stdout.write(text)) });
}
