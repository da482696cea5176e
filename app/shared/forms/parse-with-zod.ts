import { parseWithZod as conformParseWithZod } from "@conform-to/zod/v4";
import { boundedFormData } from "~/shared/http/form-limits";

/**
 * Conform's parseWithZod, given only a form within the caps of
 * `~/shared/http/form-limits` (field count, name length and depth, list
 * positions). Every action parses its form through this one, so a request
 * that reached the app by another way than the production server (the dev
 * server, a test, a proxy in front that buffers bodies) still cannot make
 * Conform build a sparse array of millions of entries.
 */
export const parseWithZod = ((payload: FormData | URLSearchParams, options: Parameters<typeof conformParseWithZod>[1]) =>
  conformParseWithZod(boundedPayload(payload), options)) as typeof conformParseWithZod;

function boundedPayload(payload: FormData | URLSearchParams): FormData | URLSearchParams {
  if (payload instanceof FormData) return boundedFormData(payload);
  const form = new FormData();
  for (const [name, value] of payload) form.append(name, value);
  return boundedFormData(form);
}
