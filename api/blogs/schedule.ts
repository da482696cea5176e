import { sql } from "kysely";
import type { Db } from "../db/database";
import { PAST_PUBLISH_AT_GRACE_MS, PAST_PUBLISH_AT_MESSAGE } from "../contract/revisions";
import { clockNowIso } from "../lib/clock";
import { badRequest, notFound } from "../lib/http-errors";
import { isoNow } from "../lib/time";
import type { UploadStore } from "../storage/uploads";
import { recordSaveRevision } from "./revisions-store";
import { versionConflict, versionMatches } from "./version-conflict";

/** A scheduled post is dated at its publish time, so it enters lists and feeds at the top (as WordPress does); never dated in the future. */
export function blogDateForSchedule(previous: string | null, next: string | null, now: string = clockNowIso()): string | undefined {
  if (next !== null) return next;
  if (previous !== null && previous > now) return now;
  return undefined;
}

export { PAST_PUBLISH_AT_MESSAGE };

/** A past time would back-date the post silently; resending the post's current time passes. */
export function refusePastSchedule(previous: string | null | undefined, next: string | null | undefined, now: string = clockNowIso()): void {
  if (!next) return;
  if (previous && Date.parse(previous) === Date.parse(next)) return;
  if (Date.parse(next) < Date.parse(now) - PAST_PUBLISH_AT_GRACE_MS) throw badRequest(PAST_PUBLISH_AT_MESSAGE, { publishAt: [PAST_PUBLISH_AT_MESSAGE] });
}

/** An explicit save (version, revision). No job runs at that time: public reads compare with the clock. */
export async function schedulePost(
  deps: { db: Db; uploads: UploadStore },
  input: { id: string; publishAt: string | null; expectedVersion?: number; staffId: string },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom("blogs").select(["version", "publish_at"]).where("id", "=", input.id).executeTakeFirst();
    if (!post) throw notFound("Blog not found");
    if (!versionMatches(input.expectedVersion, post.version)) throw await versionConflict(trx, input.id);
    refusePastSchedule(post.publish_at, input.publishAt);
    const blogDate = blogDateForSchedule(post.publish_at, input.publishAt);
    const result = await trx
      .updateTable("blogs")
      .set({
        status: "published",
        publish_at: input.publishAt,
        version: sql<number>`version + 1`,
        updated_at: isoNow(),
        ...(blogDate ? { blog_date: blogDate } : {}),
      })
      .where("id", "=", input.id)
      .$if(input.expectedVersion !== undefined, (q) => q.where("version", "=", input.expectedVersion!))
      .executeTakeFirst();
    // Another save got in between read and update (PostgreSQL).
    if (Number(result.numUpdatedRows) === 0) throw await versionConflict(trx, input.id);
    await recordSaveRevision(trx, deps.uploads, input.id, input.staffId);
  });
}
