import { spawn } from "node:child_process";
import { ConfigError, loadConfigOrExit } from "./config";
import { boundHeapGrowth } from "./lib/heap";
import { createLogger } from "./lib/logger";
import { prepareDatabase, startApi } from "./server";

/** --prepare: only migrate and seed, then exit. */
const config = loadConfigOrExit();
const logger = createLogger(config.logLevel, config.logFormat);

/** Same loader flags. */
function prepareInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, "--prepare"], { stdio: "inherit", env: process.env });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`database preparation failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

if (process.argv.includes("--prepare")) {
  try {
    await prepareDatabase({ config, logger });
    process.exit(0);
  } catch (error) {
    logger.error("Database preparation failed", { error });
    process.exit(1);
  }
}

try {
  boundHeapGrowth();
  await prepareInChild();
  const api = await startApi({ config, logger });
  if (config.logFormat === "json") logger.notice(`API listening on ${api.url}`);
  else process.stdout.write(`API listening on ${api.url}\n`);

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
