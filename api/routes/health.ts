import { Hono } from "hono";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";

const PING_TIMEOUT_MS = 2000;

export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/health", async (c) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
        }),
      ]);
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      deps.logger.error("Health check: database not answering", { error: (error as Error)?.message });
      return c.json({ status: "error", database: "error" }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return routes;
}
