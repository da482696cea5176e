import { env } from "~/shared/env.server";
import { site } from "./site-config";

/** Public site address: SITE_URL per deployment, else site.json's. */
export function siteUrl(): string {
  return env().SITE_URL ?? site.siteUrl.replace(/\/$/, "");
}
