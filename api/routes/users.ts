import { Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";

export function userRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/users", requireStaff(deps.tokens), async (c) => {
    const rows = await deps.staff.names();
    return c.json({ Users: rows.map((row) => ({ _id: row.id, name: row.name })) });
  });
  return routes;
}
