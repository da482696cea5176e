import { sql } from "kysely";
import { isComplaint, REVIEW_TOO_EARLY_MESSAGE, type MoveCare, type Review, type ReviewInput } from "../contract/move-care";
import type { Db } from "../db/database";
import type { MoveReviewRow, MoveRow } from "../db/schema";
import { HttpError } from "../lib/http-errors";
import { isoNow } from "../lib/time";
import type { PaymentStore } from "../payments/payment-store";
import { event, type Actor } from "./lead-store";

const toReview = (row: MoveReviewRow): Review => ({
  rating: row.rating,
  comment: row.comment,
  complaint: isComplaint(row.rating),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

function reviewText(input: ReviewInput, changed: boolean): string {
  const head = `${isComplaint(input.rating) ? "Complaint" : "Review"}${changed ? " changed" : ""}: ${input.rating} of 5`;
  const comment = input.comment.length > 200 ? `${input.comment.slice(0, 199)}…` : input.comment;
  return comment ? `${head}: “${comment}”` : head;
}

/** One review per move: a change replaces it; each answer is on the timeline. */
export class ReviewStore {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentStore,
  ) {}

  async review(move: MoveRow): Promise<Review | null> {
    const row = await this.db.selectFrom("move_reviews").selectAll().where("move_id", "=", move.id).executeTakeFirst();
    return row ? toReview(row) : null;
  }

  async care(move: MoveRow): Promise<MoveCare> {
    const [lead, money, review] = await Promise.all([
      this.db.selectFrom("leads").select(["reference", "status"]).where("id", "=", move.lead_id).executeTakeFirstOrThrow(),
      this.payments.forLead(move.lead_id),
      this.review(move),
    ]);
    return { reference: lead.reference, status: lead.status, money: money.money, payments: money.payments, review };
  }

  /** Damage photos may be added only then. */
  async hasComplaint(move: MoveRow): Promise<boolean> {
    return isComplaint((await this.review(move))?.rating);
  }

  /** Refused until the lead is Moved; a retry with the last key changes nothing. */
  async save(move: MoveRow, input: ReviewInput, actor: Actor, idempotencyKey: string | null): Promise<Review> {
    return this.db.transaction().execute(async (trx) => {
      // Locks the lead (PostgreSQL) or the database (SQLite) against a parallel answer.
      await trx.updateTable("leads").set({ updated_at: sql`updated_at` }).where("id", "=", move.lead_id).execute();
      const lead = await trx.selectFrom("leads").select("status").where("id", "=", move.lead_id).executeTakeFirstOrThrow();
      if (lead.status !== "moved") throw new HttpError(409, REVIEW_TOO_EARLY_MESSAGE);
      const current = await trx.selectFrom("move_reviews").selectAll().where("move_id", "=", move.id).executeTakeFirst();
      if (current && ((idempotencyKey && current.idempotency_key === idempotencyKey) || (current.rating === input.rating && current.comment === input.comment))) {
        return toReview(current);
      }
      const at = isoNow();
      const row: MoveReviewRow = {
        move_id: move.id,
        lead_id: move.lead_id,
        rating: input.rating,
        comment: input.comment,
        idempotency_key: idempotencyKey,
        created_at: current?.created_at ?? at,
        updated_at: at,
      };
      await trx
        .insertInto("move_reviews")
        .values(row)
        .onConflict((oc) => oc.column("move_id").doUpdateSet({ rating: row.rating, comment: row.comment, idempotency_key: row.idempotency_key, updated_at: at }))
        .execute();
      await trx.updateTable("leads").set({ rating: input.rating }).where("id", "=", move.lead_id).execute();
      await trx.insertInto("lead_events").values(event(move.lead_id, "review", actor, reviewText(input, Boolean(current)), { rating: input.rating })).execute();
      return toReview(row);
    });
  }
}
