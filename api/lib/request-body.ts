import type { Context } from "hono";
import { badRequest } from "./http-errors";

/** The JSON body; 400 when it is missing or malformed. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) throw badRequest("Request body must be JSON");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("Malformed JSON body");
  }
}

/** The JSON body as an object (not an array, string or null); 400 otherwise. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("Request body must be a JSON object");
  return body as Record<string, unknown>;
}

/** A multipart (or url-encoded) form; 400 for any other body. */
export async function readForm(c: Context): Promise<FormData> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw badRequest("Send the blog as multipart/form-data");
  }
  try {
    return await c.req.formData();
  } catch {
    throw badRequest("Malformed form data");
  }
}
