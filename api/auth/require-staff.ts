import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, StaffUser } from "../lib/app-env";
import { unauthorized } from "../lib/http-errors";
import type { TokenStore } from "./tokens";

function bearer(c: Context<AppEnv>): string | null {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/** Never throws. */
export async function readStaff(c: Context<AppEnv>, tokens: TokenStore): Promise<StaffUser | null> {
  if (c.get("staff")) return c.get("staff")!;
  const token = bearer(c);
  if (!token) return null;
  const staff = await tokens.authenticate(token);
  if (staff) {
    c.set("staff", staff);
    c.set("token", token);
  }
  return staff;
}

export function requireStaff(tokens: TokenStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await readStaff(c, tokens))) throw unauthorized();
    await next();
  };
}
