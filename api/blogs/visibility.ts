import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema";
import { clockNowIso } from "../lib/clock";

/** No job flips scheduled posts: every public read compares with the clock. isPubliclyVisible() is the same rule in plain code. */
export function publiclyVisible(eb: ExpressionBuilder<Database, "blogs">, now: string = clockNowIso()) {
  return eb.and([eb("blogs.status", "=", "published"), eb.or([eb("blogs.publish_at", "is", null), eb("blogs.publish_at", "<=", now)])]);
}
