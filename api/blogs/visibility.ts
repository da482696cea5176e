import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema";
import { clockNowIso } from "../lib/clock";

/**
 * The one rule for "the public may see this post": published, and
 * its publish time, when it has one, has come. Scheduled posts need no job to
 * flip them: every public read compares with the clock. The same rule in
 * plain code is isPubliclyVisible() in api/contract/revisions.ts.
 */
export function publiclyVisible(eb: ExpressionBuilder<Database, "blogs">, now: string = clockNowIso()) {
  return eb.and([eb("blogs.status", "=", "published"), eb.or([eb("blogs.publish_at", "is", null), eb("blogs.publish_at", "<=", now)])]);
}
