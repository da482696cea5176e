import { z } from "zod";

/**
 * Adapters from HTML form values to the shapes the API contract schemas
 * expect (api/contract/leads.ts): the form schemas are these adapters piped
 * into the contract's own schemas, so the browser, the web action and the
 * API check the same rules with the same messages. Conform's auto-coercion
 * is off: an empty field stays "" and the contract's "Name is required"
 * reaches the visitor instead of zod's generic "expected string".
 */

/** A text input, select or textarea: a missing field is an empty one. */
export const formText = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

/** A checkbox: present ("on") means true, absent means false. */
export const formCheckbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** A group of checkboxes sharing one name: none, one or several values → an array. */
export const formList = z.preprocess((value) => {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === "string" && item !== "");
}, z.array(z.string()));

/** A number input: empty means "not given", which the contract turns into its default. */
export const formNumber = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? value : undefined), z.unknown().optional());

/** The hidden field only bots fill in (the API treats a non-empty value as spam). */
/**
 * The contract schema as the second stage of a form pipe. zod's pipe() wants
 * the contract's input type to match the adapters' output exactly, and the
 * contract's inputs allow undefined where the adapters always give a value;
 * the cast states that the adapters' output is a valid contract input.
 */
export function contractStage<Output, Adapted>(schema: z.ZodType<Output>) {
  return schema as unknown as z.ZodType<Output, Adapted>;
}
