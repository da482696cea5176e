import { Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import { testClockInputSchema } from "../contract/revisions";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { clockNowIso, setClockOffset } from "../lib/clock";
import { parseOrThrow } from "../lib/http-errors";
import { readJsonObject } from "../lib/request-body";

/**
 * Test only, mounted when API_TEST_CLOCK=1 (issue 17): PUT /api/test/clock
 * { offsetMs } moves the API's clock, so an end-to-end test can step past a
 * scheduled publish time instead of sleeping until it. Staff only.
 */
export function testClockRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.put("/test/clock", requireStaff(deps.tokens), async (c) => {
    const { offsetMs } = parseOrThrow(testClockInputSchema, await readJsonObject(c));
    setClockOffset(offsetMs);
    // What is public may have changed with the time.
    deps.blogs.changed();
    return c.json({ now: clockNowIso() });
  });
  return routes;
}
