import { z } from "zod";

/**
 * Shared pieces of the API contract (spec §7). This folder is the only part
 * of api/ that the web app imports: the API validates requests with these
 * schemas and the web app parses answers with them.
 */

/** Every error answer: a human message, and per-field messages for bad input. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export const successAnswerSchema = z.object({ success: z.literal(true) });

/**
 * A successful answer to a delete or a logout (spec §7: "truthy on
 * success"): `{ success: true }`, or no body at all (204). Anything else in a
 * 2xx (`false`, `null`, another shape) is not an acknowledgement.
 */
export const acknowledgementSchema = z.union([z.undefined(), successAnswerSchema]);

/** Ids are short URL-safe random strings (docs/decisions/002-short-random-ids.md). */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an id");

export const isoDateTime = z.string().min(10);

/** Spec §9: page size of blog lists and the admin table. */
export const PAGE_SIZE = 10;

export const pageQuery = z.coerce.number().int().min(1).max(100_000).catch(1);
