import { describe, expect, it } from "vitest";
import { parseWithZod } from "~/shared/forms/parse-with-zod";
import { contactFormSchema } from "~/features/leads/contact-form-schema";
import { boundedFormData, isBoundedFieldName } from "./form-limits";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("form shape caps", () => {
  it("take the real forms' names, refuse huge list positions, deep nesting and long names", () => {
    for (const name of ["name", "existing[9].alt", "tags[19]", "uploadAlt[0]", "tags[]", "website_url"]) expect(isBoundedFieldName(name), name).toBe(true);
    for (const name of ["name[10000000]", "name[100]", "name.100", "a[0].b[1].c[2]", "a.b.c.d.e", "n".repeat(101)]) expect(isBoundedFieldName(name), name).toBe(false);
  });

  it("drops unbounded names and keeps the first 200 entries", () => {
    const mixed = form(Array.from({ length: 300 }, (_, i): [string, string] => [i % 2 ? `f${i}` : `g[${(i + 1) * 1000}]`, "x"]));
    const kept = [...boundedFormData(mixed).keys()];
    expect(kept).toHaveLength(150);
    expect(kept.every((name) => name.startsWith("f"))).toBe(true);
    const many = form(Array.from({ length: 300 }, (_, i): [string, string] => [`f${i}`, "x"]));
    expect([...boundedFormData(many).keys()]).toEqual(Array.from({ length: 200 }, (_, i) => `f${i}`));
  });

  it("a sparse list position never reaches Conform: parseWithZod answers at once with a small reply", () => {
    const started = performance.now();
    const submission = parseWithZod(form([["name[10000000]", "x"], ["name[0]", "y"], ["name.50000000", "z"], ["message", "hello"]]), { schema: contactFormSchema });
    const reply = JSON.stringify(submission.reply());
    expect(performance.now() - started).toBeLessThan(500);
    expect(reply.length).toBeLessThan(2_000);
  });
});
