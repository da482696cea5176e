import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { normaliseAddress } from "./trust-proxy";

/**
 * One line per answer: time, visitor address, method, path, status, bytes,
 * milliseconds. Never the query string (search terms, `redirectTo`), cookies
 * or Authorization, and long random path segments (estimate links, upload
 * names) are shortened, so the log is safe to ship to a log service.
 */
/** Words joined by hyphens: a blog slug or a page name, safe to keep. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

export function redactPath(path: string): string {
  const withoutQuery = path.split("?")[0]!;
  // Control and non-ASCII bytes become "?" first (no forged log lines), then the shortening mark is added.
  return withoutQuery
    .replace(/[^\x21-\x7e]/g, "?")
    .split("/")
    .map((segment) => (segment.length >= 20 && !SLUG.test(segment) ? `${segment.slice(0, 4)}…` : segment))
    .join("/")
    .slice(0, 200);
}

/** LOG_FORMAT: `text` for people, `json` for log collectors (one object per line). */
export type LogFormat = "text" | "json";

/**
 * The lines logged while one turn of the event loop runs go out in one write:
 * a busy server answers dozens of cached pages per turn, and a write per line
 * cost more than the answer itself. A crash loses at most that turn's lines.
 */
export function linesPerTurn(write: (text: string) => void): (line: string) => void {
  let pending: string[] = [];
  return (line) => {
    if (pending.length === 0) {
      setImmediate(() => {
        const text = `${pending.join("\n")}\n`;
        pending = [];
        write(text);
      });
    }
    pending.push(line);
  };
}

export function accessLog(write: (line: string) => void, format: LogFormat = "text"): RequestHandler {
  return (req, res, next) => {
    logWhenAnswered(write, req, res, process.hrtime.bigint(), format);
    next();
  };
}

/** Writes the request's line once its answer is over (also for answers the page cache gives before Express). */
export function logWhenAnswered(write: (line: string) => void, req: Request, res: ServerResponse, started: bigint, format: LogFormat = "text"): void {
  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const length = res.getHeader("content-length");
    const status = res.headersSent ? res.statusCode : undefined;
    const remote = normaliseAddress(req.ip);
    const path = redactPath(req.originalUrl ?? req.url);
    if (format === "json") {
      const bytes = length === undefined ? undefined : Number(length);
      write(JSON.stringify({ time: new Date().toISOString(), level: "info", process: "web", msg: "request", remote, method: req.method, path, status, bytes, ms: Math.round(ms * 10) / 10 }));
    } else {
      write(`${new Date().toISOString()} ${remote ?? "-"} ${req.method} ${path} ${status ?? "-"} ${length ?? "-"} ${ms.toFixed(1)}ms`);
    }
  });
}
