import { z } from "zod";
import "./people-errors";

/** The only part of api/ the web app imports (docs/requirements.md, API calls). */

export const errorAnswerSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const successAnswerSchema = z.object({ success: z.literal(true) });

/** "truthy on success" (docs/requirements.md): `{ success: true }` or 204; anything else is not an acknowledgement. */
export const acknowledgementSchema = z.union([z.undefined(), successAnswerSchema]);

/** Ids are short URL-safe random strings (docs/decisions/002-short-random-ids.md). */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "This link is not valid any more; please reload the page and try again");

export const isoDateTime = z.string().min(10);

/** Date.parse rolls 30 February over into March; a real date keeps its day. */
function isRealInstant(value: string): boolean {
  if (Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parsed to the UTC ISO form the database holds. */
export const utcInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, "Enter a date and time")
  .refine(isRealInstant, "Enter a real date and time")
  .transform((value) => new Date(Date.parse(value)).toISOString());

/** Page size of blog lists and the admin table (docs/requirements.md, Constants). */
export const PAGE_SIZE = 10;

export const pageQuery = z.coerce.number().int().min(1).max(100_000).catch(1);
