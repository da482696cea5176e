import type { IncomingMessage } from "node:http";
import { Transform, type Readable } from "node:stream";

/** Counted as Remix reads the body, so a chunked body or a lying Content-Length is caught too. */
export class BodyTooLarge extends Error {
  name = "BodyTooLarge";
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
  }
}

export function declaredTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared > limit;
}

/** Stops reading at once on overflow: memory holds at most one chunk beyond the cap. */
export function cappedBody(req: IncomingMessage, limit: number, onOverflow: (error: BodyTooLarge) => void): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        const error = new BodyTooLarge(limit);
        req.unpipe(counter);
        onOverflow(error);
        callback(error);
        return;
      }
      callback(null, chunk);
    },
  });
  req.on("error", (error) => counter.destroy(error));
  req.on("aborted", () => counter.destroy(new Error("request aborted")));
  return req.pipe(counter);
}
