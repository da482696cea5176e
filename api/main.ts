import { ConfigError, loadConfigOrExit } from "./config";
import { createLogger } from "./lib/logger";
import { startApi } from "./server";

/** `npm run api`: the API service until SIGINT/SIGTERM. */
const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);

try {
  const api = await startApi({ config, logger });
  process.stdout.write(`API listening on ${api.url}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting now\n`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: shutting down`);
    api.close().then(
      () => {
        logger.info("Stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error("Shutdown failed", { error });
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else if ((error as NodeJS.ErrnoException)?.code === "EADDRINUSE") {
    process.stderr.write(`Port ${config.port} on ${config.host} is already in use (set API_PORT to another port).\n`);
  } else logger.error("The API could not start", { error });
  process.exit(1);
}
