import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * Remix's <Scripts> writes one <link rel="modulepreload"> per module of the
 * page, and Chromium fetches those at High priority, side by side with the
 * stylesheet and the hero picture. On a slow mobile link that puts ~100 KB of
 * JavaScript in front of the first paint (issue 16: content pages painted at
 * 2.2 s against 1.0 s with the same CSS). The JavaScript is only needed for
 * hydration, after the page is already readable, so its preloads are marked
 * fetchpriority="low": the browser fetches the CSS and the LCP picture first
 * and the scripts right after. <Scripts> takes no attribute for its preloads,
 * hence this rewrite of the streamed HTML.
 */
const NEEDLE = '<link rel="modulepreload"';
const REPLACEMENT = '<link rel="modulepreload" fetchpriority="low"';

/** Length of the longest end of `text` that is the start of NEEDLE (a tag cut between two chunks). */
function partialMatchAtEnd(text: string): number {
  for (let length = Math.min(NEEDLE.length - 1, text.length); length > 0; length--) {
    if (NEEDLE.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/** A stream that passes HTML through with every module preload at low fetch priority. */
export function lowPriorityModulePreloads(): Transform {
  let carry = "";
  // A character of several bytes may also be cut between two chunks.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const replaced = text.replaceAll(NEEDLE, REPLACEMENT);
      const keep = partialMatchAtEnd(replaced);
      carry = replaced.slice(replaced.length - keep);
      callback(null, replaced.slice(0, replaced.length - keep));
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}
