import { createLogger, type LogFormat, type Logger } from "../shared/logger";

/**
 * The lines logged while one turn of the event loop runs go out in one write:
 * a busy server answers dozens of cached pages per turn, and a write per line
 * cost more than the answer itself. Whatever is pending when the process
 * exits is written then.
 */
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

/**
 * The web process's logger (shared/logger.ts): its console, Remix's errors
 * and the access log. Lines to stdout are batched per turn; warnings and
 * errors go out at once, so the last words before an exit are never lost.
 */
export function createWebLogger(format: LogFormat): Logger {
  return createLogger({ process: "web", level: "debug", format, stdout: linesPerTurn((text) => process.stdout.write(text)) });
}
