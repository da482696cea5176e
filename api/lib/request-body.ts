import type { Context } from "hono";
import { HttpError, badRequest, unreadableBody } from "./http-errors";

async function readJson(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadableBody();
  }
  if (!text.trim()) throw badRequest("Request body must be JSON");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("Malformed JSON body");
  }
}

/** Without recursion: it may be nested thousands deep. */
function fieldWithNul(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, "_"]];
  while (stack.length > 0) {
    const [item, field] = stack.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return field;
    } else if (Array.isArray(item)) {
      for (const inner of item) stack.push([inner, field]);
    } else if (item && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        const name = field === "_" ? key : field;
        if (key.includes("\u0000")) return name;
        stack.push([inner, name]);
      }
    }
  }
  return null;
}

/** PostgreSQL cannot store NUL in text; refused alike on both databases. */
function nulRefused(field: string) {
  const message = `${field === "_" ? "The request" : field}: text must not contain NUL characters`;
  return badRequest(message, { [field]: ["Text must not contain NUL characters"] });
}

export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("Request body must be a JSON object");
  const nul = fieldWithNul(body);
  if (nul) throw nulRefused(nul);
  return body as Record<string, unknown>;
}

export async function readForm(c: Context): Promise<FormData> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw badRequest("Send the blog as multipart/form-data");
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest("Malformed form data");
  }
  for (const [key, value] of form.entries()) {
    if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) throw nulRefused(key.replaceAll("\u0000", "") || "_");
  }
  return form;
}
