import { formatWithOptions } from "node:util";
import { pino, type DestinationStream } from "pino";

/**
 * The one logger of both processes: pino, writing to a destination of our
 * own. `LOG_FORMAT=json` writes pino's line, one object per line (`time`,
 * `level`, `process`, `msg`, then the fields); `text` writes
 * `<time> [process] LEVEL message key=value…` from the same call, built from
 * pino's metadata instead of parsing its JSON. Warnings and errors go to
 * stderr, the rest to stdout.
 */
export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ["text", "json"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Operator notices (the staff login box): shown at every level but silent, as written in text. */
  notice(text: string): void;
}

export type LoggerOptions = {
  process: "web" | "api";
  level?: LogLevel;
  format?: LogFormat;
  /** Where finished lines go (each ends with a newline); default: straight to process.stdout / process.stderr. */
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
};

const NOTICE = 70;
const LABELS: Record<number, string> = { 20: "DEBUG", 30: "INFO ", 40: "WARN ", 50: "ERROR" };
// Fields named like the line's own keys are renamed, so they never replace them.
const RESERVED = new Set(["time", "level", "process", "msg"]);

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A loop, not a regular expression: most lines have none, and the access log asks thousands of times a second. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

/**
 * Control characters (a path with an encoded CR/LF, an error's stack) become
 * escapes: one event is one line, and nobody can forge or split one. JSON
 * lines get the same from JSON itself.
 */
export function escapeControl(text: string): string {
  if (!hasControl(text)) return text;
  return text.replace(CONTROLS, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

let lastMs = 0;
let lastIso = "";
/** The time as ISO 8601, formatted once per millisecond (the access log writes thousands of lines a second). */
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

function textFields(fields: Record<string, unknown>): string {
  let out = "";
  for (const key in fields) {
    const value = fields[key];
    if (value === undefined) continue;
    const text = value instanceof Error ? (value.stack ?? value.message) : typeof value === "string" ? value : JSON.stringify(value);
    out += ` ${escapeControl(key)}=${escapeControl(/\s/.test(text) && !text.includes("\n") ? JSON.stringify(text) : text)}`;
  }
  return out;
}

/** pino's destination: it sets `last*` on the stream before each write (the `pino.metadata` protocol). */
type MetadataStream = DestinationStream & { lastLevel: number; lastMsg: string | undefined; lastObj: Record<string, unknown> };

function destination(options: LoggerOptions): MetadataStream {
  const { process: name, format = "text" } = options;
  const out = options.stdout ?? ((text: string) => void process.stdout.write(text));
  const err = options.stderr ?? ((text: string) => void process.stderr.write(text));
  return {
    [Symbol.for("pino.metadata")]: true,
    lastLevel: 0,
    lastMsg: undefined,
    lastObj: {},
    write(json: string) {
      const level = this.lastLevel;
      let line = json;
      if (format === "text") {
        const msg = this.lastMsg ?? "";
        line = level === NOTICE ? (msg.endsWith("\n") ? msg : `${msg}\n`) : `${isoNow()} [${name}] ${LABELS[level] ?? level} ${escapeControl(msg)}${textFields(this.lastObj)}\n`;
      }
      (level >= 40 && level !== NOTICE ? err : out)(line);
    },
  };
}

/** Errors as their message and stack (JSON gives `{}` for an Error). */
function jsonValue(value: unknown): unknown {
  return value instanceof Error ? { message: value.message, stack: value.stack } : value;
}

/** pino's `formatters.log`: a copy only when a field is an Error or named like one of the line's own keys. */
function jsonFields(fields: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    const value = fields[key];
    if (!(value instanceof Error) && !RESERVED.has(key)) continue;
    copy ??= { ...fields };
    if (RESERVED.has(key)) delete copy[key];
    copy[RESERVED.has(key) ? `field_${key}` : key] = jsonValue(value);
  }
  return copy ?? fields;
}

export function createLogger(options: LoggerOptions): Logger {
  const json = options.format === "json";
  const log = pino(
    {
      level: options.level ?? "info",
      customLevels: { notice: NOTICE },
      base: { process: options.process },
      // Text lines take their time when written; JSON lines carry it as ISO 8601.
      timestamp: json ? () => `,"time":"${isoNow()}"` : false,
      // Text lines are built from pino's metadata, so its JSON is left as plain as it comes.
      formatters: json ? { level: (label) => ({ level: label }), log: jsonFields } : {},
    },
    destination(options),
  );
  const at = (level: "debug" | "info" | "warn" | "error") => (message: string, fields?: Record<string, unknown>) => {
    if (fields === undefined) log[level](message);
    else log[level](fields, message);
  };
  return {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    notice: (text) => log.notice(text),
  };
}

/**
 * Everything the web process writes through `console` (its own lines,
 * Remix's and the loaders' errors) goes through the logger: one line per
 * call, an Error's stack in `error` rather than spread over lines.
 */
export function routeConsole(logger: Logger, target: Console = console): void {
  const to = (level: "debug" | "info" | "warn" | "error") => (...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    const msg = formatWithOptions({ colors: false }, ...args.map((arg) => (arg instanceof Error ? arg.message : arg)));
    if (error?.stack) logger[level](msg, { error: error.stack });
    else logger[level](msg);
  };
  target.debug = to("debug");
  target.log = to("info");
  target.info = to("info");
  target.warn = to("warn");
  target.error = to("error");
}
