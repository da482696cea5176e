import type { Refusal } from "./request-guards";

/**
 * What a request target may cost before Remix matches it. With lazy route
 * discovery Remix matches routes once per prefix of the path (the page's
 * render and `/__manifest?p=` both do), so matching grows with the square
 * of the number of segments: 7 000 segments took 3 s of the one event loop.
 * No page here is deeper than five segments or longer than a few hundred
 * characters (a post's address with its slug), so the caps below cost real
 * visitors nothing (docs/decisions/018-bounded-request-cost.md).
 */
const MAX_TARGET_LENGTH = 8192;
const MAX_PATH_LENGTH = 1024;
const MAX_PATH_SEGMENTS = 12;
/** Remix's lazy route discovery: the paths a page links to, sent as `p` parameters. */
const MANIFEST_PATH = "/__manifest";

const PATH_MESSAGES = {
  tooLong: "This address is too long.",
  notFound: "There is no page at this address.",
} as const;

function segmentCount(pathname: string): number {
  let count = 0;
  for (let i = 0; i < pathname.length; i++) if (pathname.charCodeAt(i) === 47 /* / */) count++;
  return count;
}

/** 414 for an address longer than any page's, 404 for one deeper than any page's, before Remix spends a moment on it. */
export function checkPathCost(target: string): Refusal | undefined {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, message: PATH_MESSAGES.tooLong };
  const query = target.indexOf("?");
  const pathname = query >= 0 ? target.slice(0, query) : target;
  if (segmentCount(pathname) > MAX_PATH_SEGMENTS) return { status: 404, message: PATH_MESSAGES.notFound };
  if (pathname.length > MAX_PATH_LENGTH) return { status: 414, message: PATH_MESSAGES.tooLong };
  if (pathname === MANIFEST_PATH && query >= 0) {
    for (const path of new URLSearchParams(target.slice(query + 1)).getAll("p")) {
      if (path.length > MAX_PATH_LENGTH || segmentCount(path) > MAX_PATH_SEGMENTS) return { status: 400, message: "Bad request: a route path to discover is longer or deeper than any page here." };
    }
  }
  return undefined;
}
