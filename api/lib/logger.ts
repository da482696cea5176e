export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** LOG_FORMAT: `text` for people, `json` for log collectors (one object per line). */
export const LOG_FORMATS = ["text", "json"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Operator notices (the staff login box): shown at every level but silent. */
  notice(text: string): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function format(fields?: Record<string, unknown>): string {
  if (!fields) return "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = value instanceof Error ? (value.stack ?? value.message) : typeof value === "string" ? value : JSON.stringify(value);
    parts.push(`${key}=${/\s/.test(text) && !text.includes("\n") ? JSON.stringify(text) : text}`);
  }
  return parts.length ? " " + parts.join(" ") : "";
}

/**
 * Control characters in a line (a path with an encoded CR/LF, which Hono
 * decodes; an error's stack) are written as escapes: one event is one line,
 * and nobody can forge or split one. The web server does the same to its own
 * (server/log-lines.ts).
 */
function escapeControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/** Errors as their message and stack (JSON.stringify gives `{}` for an Error). */
function jsonValue(value: unknown): unknown {
  return value instanceof Error ? { message: value.message, stack: value.stack } : value;
}

/**
 * One JSON object per line: time, level, process, msg, then the fields. A
 * field never replaces one of the first four.
 */
function jsonLine(level: string, message: string, fields?: Record<string, unknown>, processName = "api"): string {
  const entry: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) if (value !== undefined) entry[key] = jsonValue(value);
  return `${JSON.stringify({ ...entry, time: new Date().toISOString(), level, process: processName, msg: message })}\n`;
}

/**
 * Plain text lines on stdout/stderr (journald and docker add their own
 * timestamps), or with LOG_FORMAT=json one JSON object per line.
 */
export function createLogger(level: LogLevel = "info", logFormat: LogFormat = "text"): Logger {
  const min = rank[level];
  const line = (lvl: Exclude<LogLevel, "silent">, message: string, fields?: Record<string, unknown>) => {
    if (rank[lvl] < min) return;
    const text = logFormat === "json" ? jsonLine(lvl, message, fields) : `${escapeControl(`[api] ${lvl.toUpperCase().padEnd(5)} ${message}${format(fields)}`)}\n`;
    (lvl === "warn" || lvl === "error" ? process.stderr : process.stdout).write(text);
  };
  return {
    debug: (m, f) => line("debug", m, f),
    info: (m, f) => line("info", m, f),
    warn: (m, f) => line("warn", m, f),
    error: (m, f) => line("error", m, f),
    notice: (text) => {
      if (level === "silent") return;
      process.stdout.write(logFormat === "json" ? jsonLine("notice", text) : text.endsWith("\n") ? text : text + "\n");
    },
  };
}
