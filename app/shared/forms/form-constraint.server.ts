import { getZodConstraint } from "@conform-to/zod/v4";
import type { FieldConstraints } from "./fields";

type Schema = Parameters<typeof getZodConstraint>[0];

/** What zod 4 itself says of a field's bounds (its getters), through optional, default and a transform's input. */
type Bounded = {
  _zod: { def: { type: string; innerType?: Bounded; in?: Bounded; out?: Bounded; shape?: Record<string, Bounded> } };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
};

const unwrap = (schema: Bounded): Bounded => {
  const { type, innerType, in: input } = schema._zod.def;
  if ((type === "optional" || type === "default" || type === "nullable") && innerType) return unwrap(innerType);
  if (type === "pipe" && input) return unwrap(input);
  return schema;
};

const finite = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** The objects a form's schema is made of: a pipe's both ends (form values adapted, then the API's own object). */
const shapesOf = (schema: Bounded): Record<string, Bounded>[] => {
  const { type, innerType, in: input, out, shape } = schema._zod.def;
  if ((type === "optional" || type === "default" || type === "nullable") && innerType) return shapesOf(innerType);
  if (type === "pipe") return [...(input ? shapesOf(input) : []), ...(out ? shapesOf(out) : [])];
  return shape ? [shape] : [];
};

/**
 * Conform 1.21 reads lengths and bounds from zod's `_zod.bag`, which zod 4.6 leaves empty, so `.max(2000)` gave
 * no `maxlength`. `readLimits` takes them from zod's own getters, for the top-level fields; asked for, not the
 * default, as Conform's own reading is what `formConstraint` promises otherwise.
 */
function readLimits(schema: Schema, constraint: FieldConstraints) {
  for (const shape of shapesOf(schema as unknown as Bounded)) {
    for (const [name, field] of Object.entries(shape)) {
      const inner = unwrap(field);
      const rules = (constraint[name] ??= {});
      const type = inner._zod.def.type;
      if (type === "string") {
        rules.minLength ??= finite(inner.minLength);
        rules.maxLength ??= finite(inner.maxLength);
      } else if (type === "number") {
        rules.min ??= finite(inner.minValue);
        rules.max ??= finite(inner.maxValue);
      }
      for (const key of Object.keys(rules) as (keyof typeof rules)[]) if (rules[key] === undefined) delete rules[key];
    }
  }
}

/** A plain copy: Conform's result is frozen, and a form may add limits Conform does not read through trim(). */
export function formConstraint(schema: Schema, options: { readLimits?: boolean } = {}): FieldConstraints {
  const constraint = Object.fromEntries(Object.entries(getZodConstraint(schema) as FieldConstraints).map(([name, rules]) => [name, { ...rules }]));
  if (options.readLimits) readLimits(schema, constraint);
  return constraint;
}
