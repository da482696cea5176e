import { z } from "zod";
import { isoDateTime } from "./common";
import { LEAD_STATUSES } from "./leads";
import { leadMoneySchema, paymentSchema } from "./payments";

/** One review per move; a change replaces it and every answer goes on the lead's timeline. */
const REVIEW_LIMITS = { comment: 1000 } as const;
/** 1 to 3: staff see it flagged and the customer may add photos of the damage. */
const COMPLAINT_BELOW = 4;
/** Never a room of the catalogue. */
export const DAMAGE_ROOM = "damage";

const RATING_MESSAGE = "Choose a rating from 1 to 5";
const COMMENT_TOO_LONG_MESSAGE = `Keep the comment under ${REVIEW_LIMITS.comment} characters`;
export const REVIEW_TOO_EARLY_MESSAGE = "You can rate your move once it is done";
export const DAMAGE_PHOTOS_NEED_COMPLAINT_MESSAGE = "Photos of damage can be added to a rating of 1 to 3";

export const isComplaint = (rating: number | null | undefined) => rating != null && rating < COMPLAINT_BELOW;

/** With an Idempotency-Key header. */
export const reviewInputSchema = z.object({
  rating: z.number(RATING_MESSAGE).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  comment: z.string().trim().max(REVIEW_LIMITS.comment, COMMENT_TOO_LONG_MESSAGE).default(""),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  complaint: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Review = z.infer<typeof reviewSchema>;

export const moveCareSchema = z.object({
  reference: z.string(),
  status: z.enum(LEAD_STATUSES),
  money: leadMoneySchema,
  /** The customer's receipts are the payments. */
  payments: z.array(paymentSchema),
  review: reviewSchema.nullable(),
});
export type MoveCare = z.infer<typeof moveCareSchema>;

export const ratingSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  complaints: z.number().int(),
  byRating: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  const byRating = [0, 0, 0, 0, 0];
  for (const rating of ratings) if (Number.isInteger(rating) && rating >= 1 && rating <= 5) byRating[rating - 1]! += 1;
  const count = byRating.reduce((sum, n) => sum + n, 0);
  const total = byRating.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return {
    count,
    average: count ? Math.round((total / count) * 10) / 10 : null,
    complaints: byRating[0]! + byRating[1]! + byRating[2]!,
    byRating,
  };
}
