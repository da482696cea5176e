import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blogByIdQuerySchema } from "../contract/blogs";
import { loginInputSchema } from "../contract/auth";
import { fromZodError, parseOrThrow } from "./http-errors";

const failure = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return fromZodError(result.error);
};

describe("fromZodError", () => {
  it("answers 400 with messages per field and the first one as the message", () => {
    const error = failure(loginInputSchema, { email: "", password: "" });
    expect(error.status).toBe(400);
    expect(error.message).toBe("Email is required");
    expect(error.errors).toEqual({ email: ["Email is required"], password: ["Password is required"] });
  });

  it("puts the field in front of a message that does not name it", () => {
    expect(failure(blogByIdQuerySchema, { id: "not an id!" }).message).toBe("id: This link is not valid any more; please reload the page and try again");
    expect(failure(z.object({ title: z.string() }), {}).message).toBe("title: Please fill this in");
    expect(failure(z.object({ commentText: z.string().max(1, "Comment too long") }), { commentText: "ab" }).message).toBe("Comment too long");
  });

  it("parseOrThrow returns the parsed value when valid", () => {
    expect(parseOrThrow(loginInputSchema, { email: " a@b.c ", password: "x" })).toEqual({ email: "a@b.c", password: "x" });
  });
});
