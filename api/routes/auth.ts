import { Hono } from "hono";
import { needsRehash, hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { requireStaff } from "../auth/require-staff";
import { type ApiLimits, reserve } from "../auth/limits";
import { loginInputSchema } from "../contract/auth";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { HttpError, parseOrThrow, tooManyRequests } from "../lib/http-errors";
import { readJsonObject } from "../lib/request-body";
import { requestIp } from "../lib/request-ip";

const INVALID_LOGIN = "Invalid email or password";

/**
 * Failed-login limits (README, Security), counted before the password check: per account and address (tight),
 * per account (loose, NIST's ~100), per address. A known device has its own limit, so guessing from many
 * addresses locks out unknown devices only, never the staff member's browser (ADR 019).
 */
export function authRoutes(deps: AppDeps, limits: ApiLimits["login"]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const devices = deps.loginDevices;
  const staffOnly = requireStaff(deps.tokens);
  const log2N = deps.config.passwordHash.log2N;

  routes.post("/login", async (c) => {
    const body = await readJsonObject(c);
    // A missing field is "required" too, not a type error.
    const input = parseOrThrow(loginInputSchema, { ...body, email: body.email ?? "", password: body.password ?? "" });
    const email = input.email.toLowerCase();
    const ip = requestIp(c, deps.config.trustedProxies);
    const pair = `${email} ${ip}`;
    const device = await devices.recognise(input.deviceToken, email);
    const attempt = await reserve(
      device
        ? [[limits.perDevice, device]]
        : [
            [limits.perAccountAddress, pair],
            [limits.perAccount, email],
            [limits.perAddress, ip],
          ],
    );
    if (!attempt.ok) {
      const wait = attempt.retryAfterSeconds;
      throw tooManyRequests(`Too many failed login attempts. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? "s" : ""}.`, wait);
    }

    const user = await deps.staff.byEmail(email);
    // Same work and same answer whether or not the e-mail belongs to staff.
    const valid = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDummy(input.password, log2N);
    // A failure keeps the attempt it reserved; a success takes it back and clears this address's record.
    if (!user || !valid) throw new HttpError(401, INVALID_LOGIN);
    await attempt.release();
    if (device) await limits.perDevice.reset(device);
    else await limits.perAccountAddress.reset(pair);
    if (needsRehash(user.password_hash, log2N)) {
      await deps.staff.replacePasswordHash(user.id, await hashPassword(input.password, log2N));
    }
    const token = await deps.tokens.issue(user.id);
    const deviceToken = await devices.signedIn(email, device, input.deviceToken);
    return c.json({ token, deviceToken, user: { _id: user.id, id: user.id, name: user.name, email: user.email } });
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
