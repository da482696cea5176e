import type { Refusal } from "./request-guards";

/** Remix matches once per path prefix, so cost grows with segments squared (7 000 took 3 s); no page is this deep (ADR 018). */
const MAX_TARGET_LENGTH = 8192;
const MAX_PATH_LENGTH = 1024;
const MAX_PATH_SEGMENTS = 12;
const MANIFEST_PATH = "/__manifest";
/** 240 deep paths in one request held the event loop for seconds; a page links to about 35 prefixes (docs/decisions/033-cost-bounded-by-work.md). */
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

export function checkPathCost(target: string): Refusal | undefined {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, message: PATH_MESSAGES.tooLong };
  const query = target.indexOf("?");
  const pathname = query >= 0 ? target.slice(0, query) : target;
  if (segmentCount(pathname) > MAX_PATH_SEGMENTS) return { status: 404, message: PATH_MESSAGES.notFound };
  if (pathname.length > MAX_PATH_LENGTH) return { status: 414, message: PATH_MESSAGES.tooLong };
  if (pathname === MANIFEST_PATH && query >= 0) return checkManifestCost(target.slice(query + 1));
  return undefined;
}

/** As server-runtime's handleManifestRequest counts them. */
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

/** Remix matches regardless of case but the language is told by the exact prefix; the rest keeps its case (post ids are case-sensitive). */
export function urduCaseRedirect(target: string): string | undefined {
  const prefix = URDU_PREFIX_ANY_CASE.exec(target)?.[0];
  return prefix && prefix !== "/ur" ? `/ur${target.slice(prefix.length)}` : undefined;
}
