import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loginInputSchema } from "~contract/auth";
import { blogWriteFieldsSchema } from "~contract/blogs";
import { commentInputSchema } from "~contract/comments";
import { estimateInputSchema } from "~contract/estimates";
import { contactInputSchema, leadLanguageFieldSchema, leadNoteInputSchema, leadUpdateInputSchema, quoteInputSchema } from "~contract/leads";
import { scheduleInputSchema } from "~contract/revisions";
import { blogEditorSchema } from "~/features/blog-editor/blog-editor-schema";
import { loginFormSchema } from "~/features/staff-auth/login-schema";
import { commentFormSchema } from "~/features/blog/comment-form-schema";
import { contactFormSchema } from "~/features/leads/contact-form-schema";
import { quoteFormSchema } from "~/features/leads/quote-form-schema";
import { fromZodError } from "../../api/lib/http-errors";
import { peopleMessage } from "~/shared/api/client.server";

/** Fails on zod's default messages or a field's code name ("followUpAt: …") reaching a person. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  "",
  "   ",
  "-3",
  -3,
  1.5,
  "1.5",
  1e15,
  "1000000000000000",
  "x".repeat(100_001),
  "not a date",
  "2020-01-01",
  "2020-01-01T10:00:00+05:00",
  "bad@",
  true,
  [],
  {},
  [{}],
  [{ description: "", amount: -1 }],
  ["x".repeat(50)],
];

const SCHEMAS: Record<string, z.ZodType> = {
  quoteFormSchema,
  contactFormSchema,
  commentFormSchema,
  loginFormSchema,
  blogEditorSchema,
  quoteInputSchema,
  contactInputSchema,
  commentInputSchema,
  loginInputSchema,
  blogWriteFieldsSchema,
  estimateInputSchema,
  leadUpdateInputSchema,
  leadNoteInputSchema,
  leadLanguageFieldSchema,
  scheduleInputSchema,
};

/** The field names of an object schema (through pipes, refinements and effects). */
function fieldsOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def?: { shape?: Record<string, unknown>; in?: z.ZodType; schema?: z.ZodType } }).def;
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? def?.shape;
  if (shape) return Object.keys(shape);
  if (def?.in) return fieldsOf(def.in);
  if (def?.schema) return fieldsOf(def.schema);
  return [];
}

/** What the site shows for a refused input: each field's message, and the API's one-line message as the web app passes it on. */
function shownMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const api = fromZodError(result.error);
  return [...result.error.issues.map((issue) => issue.message), peopleMessage(api.message, api.errors)];
}

const ZOD_DEFAULT = /^(Too (small|big)|Invalid (input|option|string|number|type|element|key|date|email|url)|Expected |Unrecognized key|Required$)|expected (a |an )?\w+, received|to (be|have) [<>]=?/i;

describe("messages people see when a form is refused", () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name}: every failure message is written for a person`, () => {
      const fields = fieldsOf(schema);
      expect(fields.length, `${name} has fields`).toBeGreaterThan(0);
      const messages = new Set<string>();
      for (const bad of BAD_VALUES) {
        // Every field wrong at once, then each field wrong on its own.
        for (const message of shownMessages(schema, Object.fromEntries(fields.map((field) => [field, bad])))) messages.add(message);
        for (const field of fields) for (const message of shownMessages(schema, { [field]: bad })) messages.add(message);
      }
      expect(messages.size).toBeGreaterThan(0);
      const codeName = new RegExp(`(^|\\s)(${fields.join("|")}):`);
      const bad = [...messages].filter((message) => ZOD_DEFAULT.test(message) || codeName.test(message) || /^[a-z]/.test(message));
      expect(bad, `${name}: messages not written for people`).toEqual([]);
    });
  }
});
