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

  it("without readLimits gives Conform's own reading, as the forms before it expect", () => {
    expect(formConstraint(schema).text).toEqual({ required: true });
  });
});
