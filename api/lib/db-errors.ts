/** Unreachable or too busy (503 with Retry-After) rather than a bug (500); SQLite busy past busy_timeout too. */

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED"]);

const PG_UNAVAILABLE = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin/crash shutdown, cannot connect now, database dropped
  /^57014$/, // statement_timeout (or cancel)
  /^53/, // insufficient resources: too many connections, out of memory, disk full
  /^40P01$/, // deadlock: retrying later works
  /^55P03$/, // lock_not_available
];

const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection terminated unexpectedly|the database system is (starting up|shutting down|in recovery)|Cannot use a pool after calling end/i;

function* causes(error: unknown, depth = 0): Generator<unknown> {
  if (!error || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) for (const inner of error.errors) yield* causes(inner, depth + 1);
  yield* causes((error as { cause?: unknown }).cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causes(error)) {
    const { code, message } = item as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && PG_UNAVAILABLE.some((pattern) => pattern.test(code))) return true;
      if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return true;
    }
    if (typeof message === "string" && MESSAGES.test(message)) return true;
  }
  return false;
}

/** PostgreSQL class 22: the input, not the server. */
export function isInputRejectedByDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
