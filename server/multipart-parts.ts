import { Transform } from "node:stream";
import { MAX_FORM_FIELDS } from "../app/shared/http/form-limits";

/** The editor sends about 80 parts; 50 000 tiny ones (2 MB) kept the event loop busy for 30 s. Counts delimiters only: one search per chunk. */
const MAX_MULTIPART_PARTS = MAX_FORM_FIELDS;

export function boundaryOf(contentType: string | undefined): string | undefined {
  return contentType?.match(/;\s*boundary=("?)([^";]{1,70})\1\s*(?:;|$)/i)?.[2];
}

export function countMultipartParts(boundary: string, onTooMany: () => void, max = MAX_MULTIPART_PARTS): Transform {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let tail = Buffer.from("\r\n"); // the body's first delimiter has no CRLF before it
  let delimiters = 0;
  let stopped = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stopped) return callback();
      // Delimiters that began in the previous chunk, then those wholly in this one.
      const seam = Buffer.concat([tail, chunk.subarray(0, delimiter.length - 1)]);
      let found = 0;
      for (let at = seam.indexOf(delimiter); at >= 0 && at < tail.length; at = seam.indexOf(delimiter, at + 1)) found++;
      for (let at = chunk.indexOf(delimiter); at >= 0; at = chunk.indexOf(delimiter, at + delimiter.length)) found++;
      delimiters += found;
      // The closing delimiter ends the last part rather than starting one.
      if (delimiters > max + 1) {
        stopped = true;
        onTooMany();
        return callback();
      }
      const joined = chunk.length >= delimiter.length - 1 ? chunk : Buffer.concat([tail, chunk]);
      tail = Buffer.from(joined.subarray(Math.max(0, joined.length - (delimiter.length - 1))));
      callback(null, chunk);
    },
  });
}
