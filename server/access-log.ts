import type { RequestHandler } from "express";
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

export function accessLog(write: (line: string) => void, format: LogFormat = "text"): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const length = res.getHeader("content-length");
      const status = res.headersSent ? res.statusCode : undefined;
      const remote = normaliseAddress(req.ip);
      const path = redactPath(req.originalUrl);
      if (format === "json") {
        const bytes = length === undefined ? undefined : Number(length);
        write(JSON.stringify({ time: new Date().toISOString(), level: "info", process: "web", msg: "request", remote, method: req.method, path, status, bytes, ms: Math.round(ms * 10) / 10 }));
      } else {
        write(`${new Date().toISOString()} ${remote ?? "-"} ${req.method} ${path} ${status ?? "-"} ${length ?? "-"} ${ms.toFixed(1)}ms`);
      }
    });
    next();
  };
}
