import { getZodConstraint } from "@conform-to/zod/v4";
import type { FieldConstraints } from "./fields";

/** A plain copy: Conform's result is frozen, and a form may add limits Conform does not read through trim(). */
export function formConstraint(schema: Parameters<typeof getZodConstraint>[0]): FieldConstraints {
  return Object.fromEntries(Object.entries(getZodConstraint(schema) as FieldConstraints).map(([name, rules]) => [name, { ...rules }]));
}
