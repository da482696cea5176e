import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { clientIp } from "./client-ip";

/** X-Forwarded-For only from a trusted proxy. */
export function requestIp(c: Context<AppEnv>, trustedProxies: readonly string[]): string {
  const remote = c.env?.incoming?.socket?.remoteAddress;
  return clientIp(remote, c.req.header("x-forwarded-for"), trustedProxies);
}
