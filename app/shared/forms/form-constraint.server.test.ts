import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formConstraint } from "./form-constraint.server";

describe("formConstraint", () => {
  const schema = z.object({
    text: z.string().trim().min(1, "Write a note").max(2000),
    reason: z.string().max(300).default(""),
    count: z.number().int().min(0).max(20).optional(),
    when: z.string().optional(),
  });

  it("reads the lengths and bounds zod knows, through trim, default and optional", () => {
    expect(formConstraint(schema, { readLimits: true })).toEqual({
      text: { required: true, minLength: 1, maxLength: 2000 },
      reason: { required: false, maxLength: 300 },
      count: { required: false, min: 0, max: 20 },
      when: { required: false },
    });
  });

  it("reads them from both ends of a pipe: form values adapted, then the API's own object", () => {
    const form = z.object({ name: z.preprocess((value) => value ?? "", z.string()), floor: z.unknown().optional() });
    const api = z.object({ name: z.string().trim().max(100), floor: z.coerce.number().min(0).max(100).default(0) });
    expect(formConstraint(form.pipe(api), { readLimits: true })).toEqual({
      name: { required: true, maxLength: 100 },
      floor: { required: false, min: 0, max: 100 },
    });
  });

  it("without readLimits gives Conform's own reading, as the forms before it expect", () => {
    expect(formConstraint(schema).text).toEqual({ required: true });
  });
});
