import { z } from "zod";

/**
 * Form values adapted to the contract's schemas (api/contract/leads.ts), so browser, action and API share rules
 * and messages. No coercion: an empty field stays "", so "Name is required" reaches the visitor.
 */

/** A text input, select or textarea: a missing field is an empty one. */
export const formText = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

export const formCheckbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

export const formList = z.preprocess((value) => {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === "string" && item !== "");
}, z.array(z.string()));

/** A number input: empty means "not given", which the contract turns into its default. */
export const formNumber = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? value : undefined), z.unknown().optional());

/** The cast: the contract's inputs allow undefined where the adapters always give a value. */
export function contractStage<Output, Adapted>(schema: z.ZodType<Output>) {
  return schema as unknown as z.ZodType<Output, Adapted>;
}
