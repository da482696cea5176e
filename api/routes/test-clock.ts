import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import { testClockInputSchema } from "../contract/revisions";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { clockNowIso, clockOffset, setClockOffset } from "../lib/clock";
import { parseOrThrow } from "../lib/http-errors";
import { readJsonObject } from "../lib/request-body";

/** Test only (API_TEST_CLOCK=1), staff only. The offset lives in app_settings so every instance moves together. */
const SETTING = "test_clock_offset_ms";

export function testClockRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.put("/test/clock", requireStaff(deps.tokens), async (c) => {
    const { offsetMs } = parseOrThrow(testClockInputSchema, await readJsonObject(c));
    await deps.settings.set(SETTING, String(offsetMs));
    setClockOffset(offsetMs);
    // What is public may have changed with the time.
    deps.blogs.changed();
    return c.json({ now: clockNowIso() });
  });
  return routes;
}

export function testClockSync(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    const offset = Number((await deps.settings.get(SETTING)) ?? 0);
    if (offset !== clockOffset()) {
      setClockOffset(offset);
      deps.blogs.changed();
    }
    await next();
  };
}
