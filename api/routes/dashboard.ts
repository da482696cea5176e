import { Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import { dashboardQuerySchema } from "../contract/dashboard";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { parseOrThrow } from "../lib/http-errors";

export function dashboardRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);
  routes.get("/dashboard", staffOnly, async (c) => c.json(await deps.dashboard.dashboard(parseOrThrow(dashboardQuerySchema, c.req.query()))));
  routes.get("/leads/waiting", staffOnly, async (c) => c.json(await deps.dashboard.waiting()));
  return routes;
}
