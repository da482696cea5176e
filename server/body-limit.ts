import type { IncomingMessage } from "node:http";
import { Transform, type Readable } from "node:stream";

/**
 * Request bodies are capped while they stream, whatever Content-Length says
 * and for chunked bodies too: the bytes are counted as Remix reads
 * them, and the count is what matters. A declared length over the cap is
 * refused before a byte is read.
 */
export class BodyTooLarge extends Error {
  name = "BodyTooLarge";
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
  }
}

/** The declared Content-Length when it is over `limit` (a lie is caught while streaming). */
export function declaredTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * The request body as a stream that fails with BodyTooLarge past `limit`
 * bytes. On overflow it stops reading the socket at once (`onOverflow` lets
 * the server answer 413), so memory holds at most one chunk beyond the cap.
 */
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
