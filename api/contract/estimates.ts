import { z } from "zod";
import { isoDateTime } from "./common";
import { LANGUAGES } from "./languages";
import { MAX_RUPEES } from "./money";
import { ISO_DATE } from "./pakistan-time";
import { roomSchema } from "./moves";

/** The token in /estimate/<token> reaches that one estimate and nothing else. */

/** A longer list belongs in the inventory. */
export const ESTIMATE_MAX_LINES = 20;
const ESTIMATE_LIMITS = { description: 200, included: 2_000, terms: 2_000 } as const;
const NO_LINES_MESSAGE = "Add at least one line to the estimate";
const NEGATIVE_AMOUNT_MESSAGE = "Amounts cannot be negative";
export const VALID_UNTIL_PAST_MESSAGE = "Valid until must be today or later";
const TOO_MANY_LINES_MESSAGE = `An estimate has at most ${ESTIMATE_MAX_LINES} lines`;

export const ESTIMATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const rupees = (field: string) =>
  z
    .number(`${field} must be a whole number of rupees`)
    .int(`${field} must be a whole number of rupees`)
    .min(0, NEGATIVE_AMOUNT_MESSAGE)
    .max(MAX_RUPEES, `${field} is too large`);

const estimateLineSchema = z.object({
  description: z.string().trim().min(1, "Describe each line").max(ESTIMATE_LIMITS.description),
  amount: rupees("Amount"),
});
export type EstimateLine = z.infer<typeof estimateLineSchema>;

/** validUntil is a Pakistan date; the link works until the end of that day. */
export const estimateInputSchema = z
  .object({
    lines: z.array(estimateLineSchema, NO_LINES_MESSAGE).min(1, NO_LINES_MESSAGE).max(ESTIMATE_MAX_LINES, TOO_MANY_LINES_MESSAGE),
    included: z.string().trim().max(ESTIMATE_LIMITS.included).default(""),
    terms: z.string().trim().max(ESTIMATE_LIMITS.terms).default(""),
    advance: rupees("Advance").default(0),
    validUntil: z.string().regex(ISO_DATE, "Valid until must be a date (YYYY-MM-DD)"),
  })
  .superRefine((value, ctx) => {
    const total = value.lines.reduce((sum, line) => sum + line.amount, 0);
    if (value.advance > total) ctx.addIssue({ code: "custom", path: ["advance"], message: "The advance cannot be more than the total" });
  });
export type EstimateInput = z.infer<typeof estimateInputSchema>;

/** Expired is worked out from the time, never stored. */
const ESTIMATE_STATES = ["open", "accepted", "withdrawn", "expired"] as const;
export type EstimateState = (typeof ESTIMATE_STATES)[number];

const estimateBody = {
  lines: z.array(estimateLineSchema),
  total: z.number().int(),
  advance: z.number().int(),
  included: z.string(),
  terms: z.string(),
  validUntil: z.string(),
  expiresAt: isoDateTime,
  state: z.enum(ESTIMATE_STATES),
  createdAt: isoDateTime,
  acceptedAt: isoDateTime.nullable(),
  /** Each revision of the open estimate adds one. */
  version: z.number().int().min(1).default(1),
  revisedAt: isoDateTime.nullable().default(null),
};

export const staffEstimateSchema = z.object({
  _id: z.string(),
  ...estimateBody,
  token: z.string(),
  path: z.string(),
  createdBy: z.string(),
  withdrawnAt: isoDateTime.nullable(),
});
export type StaffEstimate = z.infer<typeof staffEstimateSchema>;

/** No phone, e-mail or notes. */
export const ESTIMATE_MOVE_KEYS = ["service", "fromCity", "fromArea", "toCity", "toArea", "moveDate", "flexibleDate", "propertySize", "floor", "lift", "extras"] as const;

/** Nothing else of the lead. */
export const publicEstimateSchema = z.object({
  reference: z.string(),
  customerName: z.string(),
  move: z.record(z.string(), z.unknown()).nullable().optional(),
  inventory: z.object({ movePath: z.string(), rooms: z.array(roomSchema) }).nullable().optional(),
  /** The lead's language: an Urdu customer's estimate is shown (/ur/estimate/…) and e-mailed in Urdu. */
  language: z.enum(LANGUAGES).default("en"),
  ...estimateBody,
});
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;

export const estimatePath = (token: string) => `/estimate/${token}`;
