import type { IncomingMessage } from "node:http";
import { FORM_SHAPE_MESSAGES, isBoundedFieldName, MAX_FORM_FIELDS } from "../app/shared/http/form-limits";
import type { Refusal } from "./request-guards";

/** Caps and why: app/shared/http/form-limits.ts. A body within them is handed to Remix as it came. */
export function checkFormFields(body: string): Refusal | undefined {
  let fields = 0;
  for (const name of new URLSearchParams(body).keys()) {
    if (++fields > MAX_FORM_FIELDS) return { status: 413, message: FORM_SHAPE_MESSAGES.tooManyFields };
    if (!isBoundedFieldName(name)) return { status: 400, message: FORM_SHAPE_MESSAGES.badFieldName };
  }
  return undefined;
}

export type FormBodyOutcome = { body: Buffer } | { tooLarge: true } | { failed: true };

/** Stops at the limit so the heap holds at most one chunk beyond the cap. */
export function readFormBody(req: IncomingMessage, limit: number): Promise<FormBodyOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: FormBodyOutcome) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onFailed);
      req.off("close", onClose);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish({ tooLarge: true });
      chunks.push(chunk);
    };
    const onEnd = () => finish({ body: Buffer.concat(chunks) });
    const onFailed = () => finish({ failed: true });
    const onClose = () => (req.readableEnded ? undefined : onFailed());
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onFailed);
    req.once("close", onClose);
  });
}
