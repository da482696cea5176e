import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { commentFormSchema } from "~/features/blog/comment-form-schema";
import { contactFormSchema } from "~/features/leads/contact-form-schema";
import { quoteFormSchema } from "~/features/leads/quote-form-schema";
import { SEND_PROBLEM_MESSAGES } from "~/features/leads/send-failure";
import { moveAddressesInputSchema } from "~contract/jobs";
import { localizeError, localizeErrors } from "./field-errors.server";
import { en } from "./en";
import { ur } from "./ur";

/**
 * The visitor forms' refusals on Urdu pages: every message their schemas can
 * give (walked with wrong values of every kind, as
 * tests/integration/people-messages.test.ts does for English) has an Urdu
 * version, never the English one, zod's default or a field's code name.
 */
const BAD_VALUES: unknown[] = [
  undefined,
  "",
  "   ",
  "-3",
  "1.5",
  "1000000000000000",
  "x".repeat(100_001),
  "not a date",
  "2020-01-01",
  "bad@",
  "0300",
  "on",
  ["x".repeat(50)],
];

function fieldsOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def?: { shape?: Record<string, unknown>; in?: z.ZodType; schema?: z.ZodType } }).def;
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? def?.shape;
  if (shape) return Object.keys(shape);
  if (def?.in) return fieldsOf(def.in);
  if (def?.schema) return fieldsOf(def.schema);
  return [];
}

function messagesOf(schema: z.ZodType): Set<string> {
  const fields = fieldsOf(schema);
  const messages = new Set<string>();
  const collect = (input: unknown) => {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
  };
  for (const bad of BAD_VALUES) {
    collect(Object.fromEntries(fields.map((field) => [field, bad])));
    for (const field of fields) collect({ [field]: bad });
  }
  return messages;
}

const URDU_LETTER = /[\u0600-\u06FF]/;
const SCHEMAS = { quoteFormSchema, contactFormSchema, commentFormSchema } as Record<string, z.ZodType>;

describe("form errors on Urdu pages", () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name}: every refusal has an Urdu version`, () => {
      const messages = [...messagesOf(schema)];
      expect(messages.length, `${name} refuses something`).toBeGreaterThan(0);
      const fields = fieldsOf(schema);
      const untranslated = messages.filter((message) => {
        const urdu = localizeError("ur", message);
        return urdu === message || !URDU_LETTER.test(urdu) || /[A-Za-z]{4,}/.test(urdu.replace(/https?:\/\/|YYYY-MM-DD/g, "")) || fields.some((field) => urdu.includes(`${field}:`));
      });
      expect(untranslated, `${name}: messages left in English on Urdu pages`).toEqual([]);
    });

    it(`${name}: English pages keep the schema's own messages`, () => {
      for (const message of messagesOf(schema)) expect(localizeError("en", message)).toBe(message);
    });
  }

  it("the move page's address refusals (an empty house number, area or city; a part too long) are in Urdu", () => {
    const end = { house: "", street: "x".repeat(1_000), block: "", area: "", city: "", landmark: "" };
    const result = moveAddressesInputSchema.safeParse({ from: end, to: end });
    const messages = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
    expect([...messages]).toEqual(expect.arrayContaining(["House number is required", "Area is required", "City is required"]));
    for (const message of messages) {
      const urdu = localizeError("ur", message);
      expect(urdu, message).toMatch(URDU_LETTER);
      expect(urdu, message).not.toMatch(/[A-Za-z]{4,}/);
    }
  });

  it("gives the catalogue's words, with numbers isolated left to right", () => {
    expect(localizeError("ur", "Name is required")).toBe(ur["error.nameRequired"]);
    expect(localizeError("ur", "Choose a service")).toBe("سروس چنیں");
    expect(localizeError("ur", en["error.phoneFormat"])).toBe("پاکستانی موبائل نمبر لکھیں، جیسے \u20660300-1234567\u2069");
    expect(localizeError("ur", "Use at most 100 characters")).toBe("زیادہ سے زیادہ \u2066100\u2069 حروف لکھیں");
    expect(localizeError("ur", "Name must be at most 100 characters")).toBe("نام زیادہ سے زیادہ \u2066100\u2069 حروف کا ہو سکتا ہے");
  });

  it("translates the send problems and every message of a reply", () => {
    expect(localizeError("ur", SEND_PROBLEM_MESSAGES.unavailable)).toBe(ur["form.sendFailed"]);
    expect(localizeError("ur", SEND_PROBLEM_MESSAGES["rate-limited"])).toBe(ur["form.rateLimited"]);
    expect(localizeError("ur", SEND_PROBLEM_MESSAGES.unknown)).toBe(ur["form.sendUnknown"]);
    expect(localizeErrors("ur", { name: ["Name is required"], "": ["Please check the form and try again."], email: null })).toEqual({
      name: [ur["error.nameRequired"]],
      "": [ur["form.checkForm"]],
      email: null,
    });
  });
});
