import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants, gzipSync } from "node:zlib";
import { SITE_WIDE_HEADERS } from "./security-headers";

/**
 * Rendered public pages answered before Express and Remix (ADR 021).
 * Under load most requests are anonymous visitors asking for the same few
 * pages; routing, the middleware chain and every loader for each of them
 * cost far more than the page itself. So the server keeps each shareable
 * page for a moment (PUBLIC_CACHE_MS, 2 s by default) and answers it like a
 * static file, straight from the HTTP server's request listener:
 *
 * - the same bytes for everyone: a page's CSP lists the hashes of its inline
 *   scripts (no per-request nonce), so a stored page is sent exactly as it
 *   was rendered, with the headers it was first sent with (security headers
 *   included), compressed once when stored: gzip at once, brotli in the
 *   background (zlib's thread pool, so a store never holds up the answers
 *   in flight); each answer's header list is built once too, so a hit only
 *   picks one and writes it (the listener does no more per request than
 *   Node's own HTTP stack must);
 * - freshness: a post or comment written through this server
 *   (app/shared/http/public-writes.server.ts) drops every page; nothing else
 *   does (an anonymous POST that changed nothing cannot empty the cache);
 *   changes made elsewhere show within the lifetime;
 * - privacy: only what the Remix app marks shareable is stored (`X-Cache`
 *   from app/entry.server.tsx: a public 200 GET with no cookie set and no
 *   signed-in staff or flash message), and a request carrying the staff
 *   session or a flash cookie never gets a stored page;
 * - when a page's lifetime is over, one request renders it again while the
 *   others are still answered the old copy (X-Cache: STALE, for at most
 *   STALE_MAX_MS): without that, every connection that arrived in the
 *   meantime rendered the same page at once. Past STALE_MAX_MS they wait
 *   for that render instead (a page nobody asked for a while, then a burst).
 *   A write still drops every page;
 * - a page nobody has stored yet is rendered once however many ask for it at
 *   once: the others wait for that render (or STALE_MAX_MS) and are answered
 *   the stored copy, so a cold burst costs one render and one compression,
 *   not one each (50 at once grew the process by 800 MB).
 *
 * Pages that arrived over https and over plain http are kept apart (HSTS,
 * upgrade-insecure-requests). Size is bounded in bytes, oldest out first.
 */
/** The staff session, a flash message, a quote's confirmation: a request carrying one is never given a shared page. */
export const PERSONAL_COOKIES = ["__session", "__toast", "__quote"] as const;
const PERSONAL_COOKIE = new RegExp(`(?:^|;\\s*)(?:${PERSONAL_COOKIES.join("|")})=`);
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
/** Headers of the stored answer that are per request, never replayed. */
const NOT_REPLAYED = new Set(["set-cookie", "date", "content-length", "transfer-encoding", "connection", "keep-alive", "x-cache", "content-encoding", "vary"]);
const SITE_WIDE_NAMES: ReadonlySet<string> = new Set(SITE_WIDE_HEADERS.map(([name]) => name));
/** How long others are answered the old copy while one request renders a page again. */
export const STALE_MAX_MS = 10_000;

/** Flat `[name, value, name, value, …]` header lists, as `writeHead` takes them: a fresh copy, a stale one, the render that stored it. */
type HeaderLists = { hit: string[]; stale: string[]; miss: string[] };

/** One encoding of a stored page: its bytes and the header lists it goes out with. */
type Variant = {
  body: Buffer;
  /** Every header, as the chain gave them. */
  full: HeaderLists;
  /** For a front proxy that adds the site-wide headers itself (`edge` below): the same lists without them. */
  edge: HeaderLists;
};

/** How a stored page is answered: `edge`, to a front proxy that adds the site-wide headers itself (server/security-headers.ts). */
export type AnswerOptions = {
  /** Headers that join or replace the stored ones (the first-visit cookie of a visitor sent by another site). */
  extra?: ExtraHeaders;
  /** Called when a page too old to hand out has been rendered by another request: try again then. */
  wait?: () => void;
  edge?: boolean;
};

type StoredPage = {
  status: number;
  plain: Variant;
  gzip: Variant;
  /** Set once the background brotli compression is done (until then, br clients get gzip). */
  br?: Variant;
  expires: number;
  bytes: number;
  /** When a request set out to render this page again (it is past its lifetime), or 0. */
  refreshing: number;
};

/** Brotli quality of stored pages: about 10 % under zlib's best gzip for a few ms of a pool thread (11 costs 100+ ms a page). */
const BROTLI_QUALITY = 8;

/** Headers an answer from the cache adds or replaces (the first-visit cookie of a visitor sent by another site). */
type ExtraHeaders = Record<string, string>;

export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;
  private writes = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
    private readonly now: () => number = Date.now,
    /** Lower-case names an `edge` answer leaves out. */
    private readonly siteWide: ReadonlySet<string> = SITE_WIDE_NAMES,
  ) {}

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /** Counts writes: a page rendered before a write finished is not kept. */
  get generation(): number {
    return this.writes;
  }

  /** The key of a request that may be answered from (and stored in) the cache, or undefined. */
  keyFor(req: IncomingMessage, https = false): string | undefined {
    if (!this.enabled || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
    const url = req.url ?? "/";
    if (url.includes(".data")) return undefined;
    const cookies = req.headers.cookie;
    if (cookies && PERSONAL_COOKIE.test(cookies)) return undefined;
    return https ? `https ${url}` : url;
  }

  /**
   * Answers from the cache: the answer's Content-Length, or undefined when
   * there is nothing fresh to answer with. "waiting": the page is too old to
   * hand out and another request is rendering it; `wait` is called when that
   * render is over (or after STALE_MAX_MS), to try again.
   */
  answer(key: string, req: IncomingMessage, res: ServerResponse, { extra, wait, edge = false }: AnswerOptions = {}): number | "waiting" | undefined {
    const page = this.pages.get(key);
    if (!page) {
      // Not stored yet, but being rendered: wait for that render rather than start another beside it.
      if (!wait || !this.renders.has(key)) return undefined;
      this.queue(key, wait);
      return "waiting";
    }
    let stale = false;
    const now = this.now();
    if (page.expires <= now) {
      if (!page.refreshing || now - page.refreshing >= STALE_MAX_MS) {
        // This request renders it again; until it is stored, others get this copy.
        page.refreshing = now;
        return undefined;
      }
      if (now - page.expires >= STALE_MAX_MS) {
        // Too old to hand out, and one request is rendering it: wait for that render rather than
        // render it again beside it (every connection of a burst rendering the same page at once
        // stalled the server for seconds).
        if (!wait) return undefined;
        this.queue(key, wait);
        return "waiting";
      }
      stale = true;
    }
    const sent = variantFor(page, req);
    const lists = edge ? sent.edge : sent.full;
    res.writeHead(page.status, extra ? withExtra(lists, stale, extra) : stale ? lists.stale : lists.hit);
    res.end(req.method === "HEAD" ? undefined : sent.body);
    return sent.body.length;
  }

  /**
   * Answers the request whose render was just stored with that copy (still
   * `X-Cache: MISS`): the same Content-Length and compressed bytes as every
   * hit after it, so a front cache keeps a copy it can replay as it is, not a
   * chunked stream it would decode and frame again on every hit. False when
   * the page was not stored (not shareable, cut short, a write meanwhile).
   */
  answerRendered(key: string, req: IncomingMessage, res: ServerResponse, edge = false): boolean {
    const page = this.pages.get(key);
    if (!page || page.expires <= this.now()) return false;
    const sent = variantFor(page, req);
    // The stored list is the whole answer: headers the chain set on `res` would join it (writeHead merges them).
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(page.status, (edge ? sent.edge : sent.full).miss);
    res.end(req.method === "HEAD" ? undefined : sent.body);
    return true;
  }

  /** Renders under way per key: a request for a page nobody has stored yet waits for one of them. */
  private readonly renders = new Map<string, number>();

  /** A request set out to render the page at `key`; `settled` follows however it ends. */
  began(key: string): void {
    this.renders.set(key, (this.renders.get(key) ?? 0) + 1);
  }

  /** A render is over (stored or not): the next request may try again, and the waiting ones do. */
  settled(key: string): void {
    const left = (this.renders.get(key) ?? 1) - 1;
    if (left > 0) this.renders.set(key, left);
    else this.renders.delete(key);
    const page = this.pages.get(key);
    if (page) page.refreshing = 0;
    this.release(key);
  }

  private readonly waiting = new Map<string, Array<() => void>>();

  private queue(key: string, wait: () => void): void {
    const queued = this.waiting.get(key);
    if (queued) return void queued.push(wait);
    this.waiting.set(key, [wait]);
    // A render that never ends does not hold the others past STALE_MAX_MS.
    setTimeout(() => this.release(key), STALE_MAX_MS).unref();
  }

  private release(key: string): void {
    const queued = this.waiting.get(key);
    if (!queued) return;
    this.waiting.delete(key);
    for (const wait of queued) wait();
  }

  /**
   * Keeps an answer Remix rendered for `key` with the headers it was sent
   * with, if the app marked it shareable, its policy names no nonce (the page
   * is the same for everyone), and no write happened since the request
   * started (`generation`). The promise settles when the brotli copy is
   * there too (or will not be); the page is answered from the moment this returns.
   */
  store(key: string, generation: number, response: { status: number; headers: Headers }, body: Buffer): Promise<void> {
    const skipped = Promise.resolve();
    if (!this.enabled || generation !== this.writes || response.status !== 200) return skipped;
    if (response.headers.get("x-cache") !== "MISS" || response.headers.has("set-cookie")) return skipped;
    const policy = response.headers.get("content-security-policy");
    if (!policy || policy.includes("'nonce-") || body.length > this.maxBytes / 2) return skipped;
    // A render cut short never closed its document: not a page to hand out again.
    // (Remix writes the loader data after </html>, however long it is: look for it anywhere.)
    if (body.lastIndexOf("</html>") < 0) return skipped;
    const headers: Array<[string, string]> = [];
    for (const [name, value] of response.headers) if (!NOT_REPLAYED.has(name)) headers.push([name, value]);
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    const page: StoredPage = {
      status: 200,
      plain: this.variant(headers, body),
      gzip: this.variant(headers, gzip, "gzip"),
      expires: this.now() + this.lifetimeMs,
      bytes: body.length + gzip.length,
      refreshing: 0,
    };
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    this.trim();
    return new Promise((resolve) => {
      const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      brotliCompress(body, { params }, (error, br) => {
        // Replaced, expired into a new copy, or dropped by a write meanwhile: nothing to add to.
        if (!error && this.pages.get(key) === page) {
          page.br = this.variant(headers, br, "br");
          page.bytes += br.length;
          this.bytes += br.length;
          this.trim();
        }
        resolve();
      });
    });
  }

  private trim(): void {
    for (const [oldestKey, oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
  }

  /** A write went through: no stored page may be answered any more. */
  clear(): void {
    this.writes++;
    this.pages.clear();
    this.bytes = 0;
  }

  private drop(key: string, page: StoredPage): void {
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  /** One encoding of a page with its header lists (fresh, stale, rendered; whole and for the edge), built once. */
  private variant(headers: Array<[string, string]>, body: Buffer, encoding?: "gzip" | "br"): Variant {
    const own: Array<[string, string]> = [["vary", "Accept-Encoding"]];
    if (encoding) own.push(["content-encoding", encoding]);
    own.push(["content-length", String(body.length)]);
    const full = headerLists([...headers, ...own]);
    const edge = headerLists([...headers.filter(([name]) => !this.siteWide.has(name.toLowerCase())), ...own]);
    return { body, full, edge };
  }
}

function headerLists(headers: Array<[string, string]>): HeaderLists {
  const list = headers.flat();
  return { hit: [...list, "x-cache", "HIT"], stale: [...list, "x-cache", "STALE"], miss: [...list, "x-cache", "MISS"] };
}

/** A landing visitor's answer: the stored headers with the extra ones replacing their namesakes (one Cache-Control, not two). */
function withExtra(lists: HeaderLists, stale: boolean, extra: ExtraHeaders): string[] {
  const replaced = new Set(Object.keys(extra).map((name) => name.toLowerCase()));
  const list: string[] = [];
  const own = stale ? lists.stale : lists.hit;
  for (let i = 0; i < own.length; i += 2) if (!replaced.has(own[i]!)) list.push(own[i]!, own[i + 1]!);
  for (const [name, value] of Object.entries(extra)) list.push(name.toLowerCase(), value);
  return list;
}

const GZIP = 1;
const BR = 2;

/** The copy of a page this client takes: brotli once it is there, else gzip, else the plain one. */
function variantFor(page: StoredPage, req: IncomingMessage): Variant {
  const accepted = acceptedCodings(req.headers["accept-encoding"]);
  return accepted & BR && page.br ? page.br : accepted & GZIP ? page.gzip : page.plain;
}

/** The compressions a client takes (Accept-Encoding), as GZIP | BR bits; `*` takes both. */
function acceptedCodings(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  if (value === "") return 0;
  // The common case first: a browser's "gzip, deflate, br" has no weights.
  if (!value.includes(";")) {
    if (WILDCARD.test(value)) return GZIP | BR;
    return (GZIP_NAMED.test(value) ? GZIP : 0) | (BR_NAMED.test(value) ? BR : 0);
  }
  let accepted = 0;
  for (const item of value.split(",")) {
    const [coding, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (coding === "gzip") accepted |= GZIP;
    else if (coding === "br") accepted |= BR;
    else if (coding === "*") accepted |= GZIP | BR;
  }
  return accepted;
}

const WILDCARD = /(?:^|[\s,])\*(?:$|[\s,])/;
const GZIP_NAMED = /(?:^|[\s,])gzip(?:$|[\s,])/i;
const BR_NAMED = /(?:^|[\s,])br(?:$|[\s,])/i;
