import { parseWithZod as conformParseWithZod } from "@conform-to/zod/v4";
import { boundedFormData } from "~/shared/http/form-limits";

/** Security: forms reaching the app another way (dev server, tests, a buffering proxy) still cannot make Conform build millions of entries. */
export const parseWithZod = ((payload: FormData | URLSearchParams, options: Parameters<typeof conformParseWithZod>[1]) =>
  conformParseWithZod(boundedPayload(payload), options)) as typeof conformParseWithZod;

function boundedPayload(payload: FormData | URLSearchParams): FormData | URLSearchParams {
  if (payload instanceof FormData) return boundedFormData(payload);
  const form = new FormData();
  for (const [name, value] of payload) form.append(name, value);
  return boundedFormData(form);
}
