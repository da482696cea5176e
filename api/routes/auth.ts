import { Hono } from "hono";
import { needsRehash, hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { requireStaff } from "../auth/require-staff";
import type { Throttle } from "../auth/throttle";
import { loginInputSchema } from "../contract/auth";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { HttpError, parseOrThrow, tooManyRequests } from "../lib/http-errors";
import { readJsonObject } from "../lib/request-body";
import { requestIp } from "../lib/request-ip";
import { isoNow } from "../lib/time";

export const INVALID_LOGIN = "Invalid email or password";

export function authRoutes(deps: AppDeps, throttles: { perIp: Throttle; perAccount: Throttle }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);
  const log2N = deps.config.passwordHash.log2N;

  routes.post("/login", async (c) => {
    const body = await readJsonObject(c);
    // A missing field is "required" too, not a type error.
    const input = parseOrThrow(loginInputSchema, { ...body, email: body.email ?? "", password: body.password ?? "" });
    const email = input.email.toLowerCase();
    const ip = requestIp(c, deps.config.trustedProxies);
    const byIp = throttles.perIp.check(ip);
    const byAccount = throttles.perAccount.check(email);
    if (!byIp.ok || !byAccount.ok) {
      const wait = Math.max(byIp.ok ? 0 : byIp.retryAfterSeconds, byAccount.ok ? 0 : byAccount.retryAfterSeconds);
      throw tooManyRequests(`Too many failed login attempts. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? "s" : ""}.`, wait);
    }

    const user = await deps.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
    // Same work and same answer whether or not the e-mail belongs to staff.
    const valid = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDummy(input.password, log2N);
    if (!user || !valid) {
      throttles.perIp.record(ip);
      throttles.perAccount.record(email);
      throw new HttpError(401, INVALID_LOGIN);
    }
    throttles.perAccount.reset(email);
    if (needsRehash(user.password_hash, log2N)) {
      await deps.db
        .updateTable("users")
        .set({ password_hash: await hashPassword(input.password, log2N), updated_at: isoNow() })
        .where("id", "=", user.id)
        .execute();
    }
    const token = await deps.tokens.issue(user.id);
    return c.json({ token, user: { _id: user.id, id: user.id, name: user.name, email: user.email } });
  });

  routes.post("/logout", staffOnly, async (c) => {
    await deps.tokens.revoke(c.get("token")!);
    return c.json({ success: true as const });
  });

  routes.get("/me", staffOnly, (c) => {
    const staff = c.get("staff")!;
    return c.json({ user: { _id: staff.id, id: staff.id, name: staff.name, email: staff.email } });
  });

  return routes;
}
