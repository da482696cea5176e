import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, gzipSync } from "node:zlib";

/**
 * Rendered public pages answered before Express and Remix (issue 16, ADR 021).
 * Under load most requests are anonymous visitors asking for the same few
 * pages; routing, the middleware chain and every loader for each of them
 * cost far more than the page itself. So the server keeps each shareable
 * page for a moment (PUBLIC_CACHE_MS, 2 s by default) and answers it like a
 * static file, straight from the HTTP server's request listener:
 *
 * - the same bytes for everyone: a page's CSP lists the hashes of its inline
 *   scripts (no per-request nonce), so a stored page is sent exactly as it
 *   was rendered, with the headers it was first sent with (security headers
 *   included), compressed once with gzip when stored;
 * - freshness: a write through this server (any POST that Remix accepted)
 *   drops every page; changes made elsewhere show within the lifetime;
 * - privacy: only what the Remix app marks shareable is stored (`X-Cache`
 *   from app/entry.server.tsx: a public 200 GET with no cookie set and no
 *   signed-in staff or flash message), and a request carrying the staff
 *   session or a flash cookie never gets a stored page;
 * - when a page's lifetime is over, one request renders it again while the
 *   others are still answered the old copy (X-Cache: STALE, for at most
 *   STALE_MAX_MS): without that, every connection that arrived in the
 *   meantime rendered the same page at once. A write still drops every page.
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
/** How long others are answered the old copy while one request renders a page again. */
export const STALE_MAX_MS = 10_000;

type StoredPage = {
  status: number;
  /** The answer's headers for a client that takes gzip, and for one that does not. */
  gzipHeaders: Record<string, string | number>;
  plainHeaders: Record<string, string | number>;
  plain: Buffer;
  gzip: Buffer;
  expires: number;
  bytes: number;
  /** When a request set out to render this page again (it is past its lifetime), or 0. */
  refreshing: number;
};

/** Headers an answer from the cache adds or replaces (the first-visit cookie of a visitor sent by another site). */
export type ExtraHeaders = Record<string, string>;

export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;
  private writes = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
    private readonly now: () => number = Date.now,
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

  /** Answers from the cache; false when there is nothing fresh to answer with. */
  answer(key: string, req: IncomingMessage, res: ServerResponse, extra?: ExtraHeaders): boolean {
    const page = this.pages.get(key);
    if (!page) return false;
    const now = this.now();
    let state = "HIT";
    if (page.expires <= now) {
      if (now - page.expires >= STALE_MAX_MS || !page.refreshing || now - page.refreshing >= STALE_MAX_MS) {
        // This request renders it again; until it is stored, others get this copy.
        page.refreshing = now;
        return false;
      }
      state = "STALE";
    }
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const headers: Record<string, string | number> = { ...(gzip ? page.gzipHeaders : page.plainHeaders), "x-cache": state };
    // Stored names are lower-case: an extra header replaces its stored namesake instead of going out beside it.
    if (extra) for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value;
    res.writeHead(page.status, headers);
    res.end(req.method === "HEAD" ? undefined : gzip ? page.gzip : page.plain);
    return true;
  }

  /** The render a stale page was waiting for is over (stored or not): the next request may try again. */
  settled(key: string): void {
    const page = this.pages.get(key);
    if (page) page.refreshing = 0;
  }

  /**
   * Keeps an answer Remix rendered for `key` with the headers it was sent
   * with, if the app marked it shareable, its policy names no nonce (the page
   * is the same for everyone), and no write happened since the request
   * started (`generation`).
   */
  store(key: string, generation: number, response: { status: number; headers: Headers }, body: Buffer): void {
    if (!this.enabled || generation !== this.writes || response.status !== 200) return;
    if (response.headers.get("x-cache") !== "MISS" || response.headers.has("set-cookie")) return;
    const policy = response.headers.get("content-security-policy");
    if (!policy || policy.includes("'nonce-") || body.length > this.maxBytes / 2) return;
    // A render cut short never closed its document: not a page to hand out again.
    // (Remix writes the loader data after </html>, however long it is: look for it anywhere.)
    if (body.lastIndexOf("</html>") < 0) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (!NOT_REPLAYED.has(name)) headers[name] = value;
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    const page: StoredPage = {
      status: 200,
      gzipHeaders: { ...headers, vary: "Accept-Encoding", "content-encoding": "gzip", "content-length": gzip.length },
      plainHeaders: { ...headers, vary: "Accept-Encoding", "content-length": body.length },
      plain: body,
      gzip,
      expires: this.now() + this.lifetimeMs,
      bytes: body.length + gzip.length,
      refreshing: 0,
    };
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    this.pages.set(key, page);
    this.bytes += page.bytes;
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
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  // The common case first: a browser's "gzip, deflate, br" has no weights.
  if (!value.includes(";")) return /(?:^|[\s,])(?:gzip|\*)(?:$|[\s,])/i.test(value);
  return value.split(",").some((item) => {
    const [coding, ...params] = item.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
