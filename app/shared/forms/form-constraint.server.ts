import { getZodConstraint } from "@conform-to/zod/v4";
import type { FieldConstraints } from "./fields";

/**
 * A form's native constraints (required, maxlength…) from its zod schema,
 * computed by the page's loader so the page itself needs no zod. A plain
 * copy: Conform's result does not take new values, and a form may add
 * limits Conform does not read through trim() or transforms.
 */
export function formConstraint(schema: Parameters<typeof getZodConstraint>[0]): FieldConstraints {
  return Object.fromEntries(Object.entries(getZodConstraint(schema) as FieldConstraints).map(([name, rules]) => [name, { ...rules }]));
}
