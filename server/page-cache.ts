import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { isbot } from "isbot";

/**
 * Rendered public pages answered before Remix routing (issue 16). Under load
 * most requests are anonymous visitors asking for the same few pages; routing
 * and every loader for each of them costs more than the page itself. So the
 * server keeps each shareable page for a moment (PUBLIC_CACHE_MS, 2 s by
 * default) and answers it like a static file, still with:
 *
 * - its own CSP nonce: the page and its CSP header are stored cut where the
 *   nonce stood, and a fresh nonce is put in on the way out (24 random base64
 *   characters do not occur in a page by accident);
 * - freshness: a write through this server (any POST that Remix accepted)
 *   drops every page; changes made elsewhere show within the lifetime;
 * - privacy: only what the Remix app marks shareable is stored (`X-Cache`
 *   from app/entry.server.tsx: a public 200 GET with no cookie set and no
 *   signed-in staff or flash message), and a request carrying the staff
 *   session or a flash cookie never gets a stored page.
 *
 * Crawlers get the whole document at once and browsers a streamed one, so
 * the two are stored apart. Size is bounded in bytes, oldest out first.
 *
 * Two things make a stored page as cheap to answer as a static file (issue 16):
 *
 * - it is compressed once, when stored: each piece between nonces is its own
 *   raw deflate stream ending on a full flush (byte-aligned, no reference
 *   into the next piece), so the fresh nonce goes in between as a stored
 *   block and the gzip trailer's CRC is computed over the whole page: no
 *   compression per answer;
 * - when a page's lifetime is over, one request renders it again while the
 *   others are still answered the old copy (X-Cache: STALE, for at most
 *   STALE_MAX_MS): without that, every connection that arrived in the
 *   meantime rendered the same page at once. A write still drops every page.
 */
export const PERSONAL_COOKIES = ["__session", "__toast"] as const;
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
/** Headers of the stored answer that are per request, never replayed. */
const NOT_REPLAYED = new Set(["set-cookie", "date", "content-length", "transfer-encoding", "connection", "keep-alive", "x-cache", "content-encoding"]);
/** How long others are answered the old copy while one request renders a page again. */
export const STALE_MAX_MS = 10_000;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

type StoredPage = {
  status: number;
  /** Header values cut where the nonce stood. */
  headers: Array<[string, string[]]>;
  /** The page cut where the nonce stood. */
  parts: Buffer[];
  /** Each part as raw deflate ending on a full flush (the last one finished). */
  deflated: Buffer[];
  expires: number;
  bytes: number;
  /** When a request set out to render this page again (it is past its lifetime), or 0. */
  refreshing: number;
};

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
  keyFor(req: IncomingMessage): string | undefined {
    if (!this.enabled || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
    const url = req.url ?? "/";
    if (url.includes(".data")) return undefined;
    const cookies = req.headers.cookie ?? "";
    if (PERSONAL_COOKIES.some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookies))) return undefined;
    return `${isbot(req.headers["user-agent"] ?? "") ? "whole" : "streamed"} ${url}`;
  }

  /** Answers from the cache with a fresh nonce; false when there is nothing fresh to answer with. */
  answer(key: string, req: IncomingMessage, res: ServerResponse): boolean {
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
    const nonce = Buffer.from(randomBytes(16).toString("base64"));
    const nonceText = nonce.toString();
    res.statusCode = page.status;
    for (const [name, pieces] of page.headers) res.setHeader(name, pieces.join(nonceText));
    res.setHeader("X-Cache", state);
    res.setHeader("Vary", "Accept-Encoding");
    const plain: Buffer[] = [page.parts[0]!];
    for (let i = 1; i < page.parts.length; i++) plain.push(nonce, page.parts[i]!);
    let body: Buffer = Buffer.concat(plain);
    if (acceptsGzip(req.headers["accept-encoding"])) {
      body = gzipOf(page, nonce, body);
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** The render a stale page was waiting for is over (stored or not): the next request may try again. */
  settled(key: string): void {
    const page = this.pages.get(key);
    if (page) page.refreshing = 0;
  }

  /**
   * Keeps an answer Remix rendered for `key`, if it marked it shareable and
   * no write happened since the request started (`generation`).
   */
  store(key: string, generation: number, response: { status: number; headers: Headers }, body: Buffer): void {
    if (!this.enabled || generation !== this.writes || response.status !== 200) return;
    if (response.headers.get("x-cache") !== "MISS" || response.headers.has("set-cookie")) return;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    if (!nonce || body.length > this.maxBytes / 2) return;
    // A render cut short (aborted at the stream timeout) never closed its document: not a page to hand out again.
    // (Remix streams the loader data after </html>, however long it is: look for it anywhere.)
    if (body.lastIndexOf("</html>") < 0) return;
    const headers: Array<[string, string[]]> = [];
    for (const [name, value] of response.headers) if (!NOT_REPLAYED.has(name)) headers.push([name, value.split(nonce)]);
    const parts = splitBuffer(body, Buffer.from(nonce));
    const deflated = parts.map((part, i) =>
      deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
    );
    const bytes = body.length + deflated.reduce((sum, part) => sum + part.length, 0);
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    this.pages.set(key, { status: 200, headers, parts, deflated, expires: this.now() + this.lifetimeMs, bytes, refreshing: 0 });
    this.bytes += bytes;
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
  return value.split(",").some((item) => {
    const [coding, ...params] = item.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The stored deflate pieces with the nonce between them as stored blocks, in a gzip wrapper. */
function gzipOf(page: StoredPage, nonce: Buffer, plain: Buffer): Buffer {
  const stored = Buffer.alloc(5 + nonce.length);
  // A stored block after a full flush (byte-aligned): BFINAL 0, BTYPE 00, LEN, NLEN, the bytes.
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(nonce.length, 1);
  stored.writeUInt16LE(~nonce.length & 0xffff, 3);
  nonce.copy(stored, 5);
  const pieces: Buffer[] = [GZIP_HEADER, page.deflated[0]!];
  for (let i = 1; i < page.deflated.length; i++) pieces.push(stored, page.deflated[i]!);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(plain) >>> 0, 0);
  trailer.writeUInt32LE(plain.length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

function splitBuffer(data: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = data.indexOf(separator, from); at >= 0; at = data.indexOf(separator, from)) {
    parts.push(data.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(data.subarray(from));
  return parts;
}
