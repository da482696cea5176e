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
/**
 * Remix matches every distinct prefix of every `p` against all routes, at
 * 0.2–0.8 ms each (measured on this app's 73 routes): 240 eleven-segment
 * paths in one 7 KB request held the event loop for seconds. A page links
 * to at most about 35 distinct prefixes (21 site-wide, ten posts, paging)
 * and no route is deeper than four segments, so these bounds cost a real
 * visitor nothing; above them the browser's eager discovery fails quietly
 * and the link is discovered when clicked (docs/decisions/033-cost-bounded-by-work.md).
 */
const MAX_MANIFEST_PREFIXES = 64;
const MAX_MANIFEST_DEPTH = 6;
const MANIFEST_MESSAGE = "Bad request: more or deeper route paths to discover than any page here links to.";

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
  if (pathname === MANIFEST_PATH && query >= 0) return checkManifestCost(target.slice(query + 1));
  return undefined;
}

/** Counts the distinct prefixes Remix would match (server-runtime's handleManifestRequest), stopping at the bound. */
function checkManifestCost(query: string): Refusal | undefined {
  const prefixes = new Set<string>();
  for (const raw of new URLSearchParams(query).getAll("p")) {
    const path = raw.startsWith("/") ? raw : `/${raw}`;
    if (path.length > MAX_PATH_LENGTH || segmentCount(path) > MAX_MANIFEST_DEPTH) return { status: 400, message: MANIFEST_MESSAGE };
    for (let end = path.indexOf("/", 1); ; end = path.indexOf("/", end + 1)) {
      prefixes.add(end < 0 ? path : path.slice(0, end));
      if (prefixes.size > MAX_MANIFEST_PREFIXES) return { status: 400, message: MANIFEST_MESSAGE };
      if (end < 0) break;
    }
  }
  return undefined;
}

const URDU_PREFIX_ANY_CASE = /^\/ur(?=\/|\?|$)/i;

/**
 * The Urdu pages' address in another case (/Ur/blogs, /UR): Remix matches
 * routes regardless of case, but the page's language is told by the exact
 * prefix, so such a page came out in two languages and took its own cache
 * entry. Sent to the real address instead (the rest of the path keeps its
 * case: post ids are case-sensitive).
 */
export function urduCaseRedirect(target: string): string | undefined {
  const prefix = URDU_PREFIX_ANY_CASE.exec(target)?.[0];
  return prefix && prefix !== "/ur" ? `/ur${target.slice(prefix.length)}` : undefined;
}
