import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { normaliseAddress } from "./trust-proxy";
import { redactPath } from "../shared/redact-path";

/**
 * One line per answer: time, visitor address, method, path, status, bytes,
 * milliseconds. Never the query string (search terms, `redirectTo`), cookies
 * or Authorization, and long random path segments (estimate links, upload
 * names) are shortened, so the log is safe to ship to a log service.
 */
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

/** Writes the request's line once its answer is over. */
function logWhenAnswered(write: (line: string) => void, req: Request, res: ServerResponse, started: bigint, format: LogFormat = "text"): void {
  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const length = res.getHeader("content-length");
    write(
      logLine(
        format,
        {
          remote: normaliseAddress(req.ip),
          method: req.method,
          status: res.headersSent ? res.statusCode : undefined,
          bytes: length === undefined ? undefined : Number(length),
          ms,
        },
        redactPath(req.originalUrl ?? req.url),
      ),
    );
  });
}

/**
 * The line of an answer that was given whole at once (a page-cache hit,
 * server/page-cache.ts): written now, with no listener or timer, and the
 * path and the time reused while they stay the same: a busy server answers
 * thousands of hits a second, and every allocation of this line showed in
 * their profile.
 */
export function logAnswered(write: (line: string) => void, format: LogFormat, url: string, answer: LogFields): void {
  write(logLine(format, answer, knownPath(url)));
}

type LogFields = { remote: string | undefined; method: string | undefined; status: number | undefined; bytes: number | undefined; ms: number };

function logLine(format: LogFormat, line: LogFields, path: string): string {
  if (format === "json") {
    const { remote, method, status, bytes, ms } = line;
    return JSON.stringify({ time: isoNow(), level: "info", process: "web", msg: "request", remote, method, path, status, bytes, ms: Math.round(ms * 10) / 10 });
  }
  return `${isoNow()} ${line.remote ?? "-"} ${line.method} ${path} ${line.status ?? "-"} ${line.bytes ?? "-"} ${line.ms.toFixed(1)}ms`;
}

let lastMs = 0;
let lastIso = "";
/** The time as ISO 8601, formatted once per millisecond. */
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

const REDACTED = new Map<string, string>();
/** redactPath of a cached page's address (few, and asked for again and again), remembered. */
function knownPath(url: string): string {
  let path = REDACTED.get(url);
  if (path === undefined) {
    // The page cache holds at most a few hundred pages; a flood of other addresses just starts over.
    if (REDACTED.size >= 1_000) REDACTED.clear();
    path = redactPath(url);
    REDACTED.set(url, path);
  }
  return path;
}
