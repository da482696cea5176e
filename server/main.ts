import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { cookieSecrets } from "../app/shared/http/cookie-options.server";
import { site } from "../app/shared/site/site-config";
import { routeConsole } from "../shared/logger";
import { webConfig } from "../shared/web-config.server";
import { createWebServerHandler } from "./app";
import { createWebLogger } from "./log-lines";
import { answerProtocolErrors } from "./protocol-errors";
import { parseTrustProxy } from "./trust-proxy";

/** Started through scripts/lib/web-server.ts; on SIGTERM answers in flight finish, and whatever is left after SHUTDOWN_GRACE_MS is cut. */
async function main() {
  const logger = createWebLogger(process.env.LOG_FORMAT === "json" ? "json" : "text");
  routeConsole(logger);
  // Read now, so a bad setting stops the start with its name, not a later request.
  const env = webConfig();
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const root = process.cwd();
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  const handler = createWebServerHandler({
    build,
    clientDir: path.join(root, "build/client"),
    trustProxy,
    publicCacheMs: env.PUBLIC_CACHE_MS,
    sessionSecrets: cookieSecrets(env),
    apiUrl: env.API_URL,
    // Accepted in Origin even when the proxy in front is not trusted to say https.
    siteUrl: env.SITE_URL ?? site.siteUrl,
    mode: env.NODE_ENV,
    log: env.ACCESS_LOG === "true" ? logger : undefined,
    logFormat: env.LOG_FORMAT,
    metricsToken: env.METRICS_TOKEN,
  });

  const server = createServer(handler);
  answerProtocolErrors(server);
  // A whole request, a 53 MB upload on a slow line included, within 5 minutes.
  server.headersTimeout = 15_000;
  server.requestTimeout = 300_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  logger.info(`listening on http://${env.HOST ?? "localhost"}:${env.PORT} (trust proxy: ${JSON.stringify(trustProxy)})`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing answers in flight`);
    // The access log writes a turn's lines on the next one.
    server.close(() => setImmediate(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, env.SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
