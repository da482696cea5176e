import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { normaliseAddress } from "./trust-proxy";
import type { LogFormat, Logger } from "../shared/logger";
import { redactPath } from "../shared/redact-path";

/**
 * One line per answer: time, visitor address, method, path, status, bytes,
 * milliseconds. Never the query string (search terms, `redirectTo`), cookies
 * or Authorization, and long random path segments (estimate links, upload
 * names) are shortened, so the log is safe to ship to a log service.
 */
export function accessLog(log: Logger, format: LogFormat = "text"): RequestHandler {
  return (req, res, next) => {
    logWhenAnswered(log, req, res, process.hrtime.bigint(), format);
    next();
  };
}

/** Writes the request's line once its answer is over. */
function logWhenAnswered(log: Logger, req: Request, res: ServerResponse, started: bigint, format: LogFormat = "text"): void {
  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const length = res.getHeader("content-length");
    logLine(
      log,
      format,
      {
        remote: normaliseAddress(req.ip),
        method: req.method,
        status: res.headersSent ? res.statusCode : undefined,
        bytes: length === undefined ? undefined : Number(length),
        ms,
      },
      redactPath(req.originalUrl ?? req.url),
    );
  });
}

/**
 * The line of an answer that was given whole at once (a page-cache hit,
 * server/page-cache.ts): written now, with no listener or timer, and the
 * redacted path reused: a busy server answers thousands of hits a second,
 * and every allocation of this line showed in their profile.
 */
export function logAnswered(log: Logger, format: LogFormat, url: string, answer: LogFields): void {
  logLine(log, format, answer, knownPath(url));
}

type LogFields = { remote: string | undefined; method: string | undefined; status: number | undefined; bytes: number | undefined; ms: number };

/** JSON: `request` and the fields a collector filters by; text: the readable line as the message. */
function logLine(log: Logger, format: LogFormat, line: LogFields, path: string): void {
  const { remote, method, status, bytes, ms } = line;
  if (format === "json") log.info("request", { remote, method, path, status, bytes, ms: Math.round(ms * 10) / 10 });
  else log.info(`${remote ?? "-"} ${method} ${path} ${status ?? "-"} ${bytes ?? "-"} ${ms.toFixed(1)}ms`);
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
