import { createLogger as processLogger, type LogFormat, type Logger, type LogLevel } from "../../shared/logger";

export { LOG_FORMATS, LOG_LEVELS, type LogFormat, type Logger, type LogLevel } from "../../shared/logger";

/** The API's logger (shared/logger.ts): every line written at once, so a line logged before an exit is never lost. */
export function createLogger(level: LogLevel = "info", logFormat: LogFormat = "text"): Logger {
  return processLogger({ process: "api", level, format: logFormat });
}
