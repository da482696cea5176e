import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { normaliseAddress } from "./trust-proxy";
import type { LogFormat, Logger } from "../shared/logger";
import { redactPath } from "../shared/redact-path";

/** Never query strings, cookies or Authorization, and long random segments shortened: safe to ship to a log service. */
export function accessLog(log: Logger, format: LogFormat = "text"): RequestHandler {
  return (req, res, next) => {
    logWhenAnswered(log, req, res, process.hrtime.bigint(), format);
    next();
  };
}

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

/** No listener or timer: every allocation of this line showed in the profile of thousands of cache hits a second. */
export function logAnswered(log: Logger, format: LogFormat, url: string, answer: LogFields): void {
  logLine(log, format, answer, knownPath(url));
}

type LogFields = { remote: string | undefined; method: string | undefined; status: number | undefined; bytes: number | undefined; ms: number };

function logLine(log: Logger, format: LogFormat, line: LogFields, path: string): void {
  const { remote, method, status, bytes, ms } = line;
  if (format === "json") log.info("request", { remote, method, path, status, bytes, ms: Math.round(ms * 10) / 10 });
  else log.info(`${remote ?? "-"} ${method} ${path} ${status ?? "-"} ${bytes ?? "-"} ${ms.toFixed(1)}ms`);
}

const REDACTED = new Map<string, string>();
function knownPath(url: string): string {
  let path = REDACTED.get(url);
  if (path === undefined) {
    // The page cache holds a few hundred pages; a flood of other addresses just starts over.
    if (REDACTED.size >= 1_000) REDACTED.clear();
    path = redactPath(url);
    REDACTED.set(url, path);
  }
  return path;
}
