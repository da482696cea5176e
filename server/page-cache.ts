import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
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
 */
export const PERSONAL_COOKIES = ["__session", "__toast"] as const;
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
/** Headers of the stored answer that are per request, never replayed. */
const NOT_REPLAYED = new Set(["set-cookie", "date", "content-length", "transfer-encoding", "connection", "keep-alive", "x-cache"]);

type StoredPage = {
  status: number;
  /** Header values cut where the nonce stood. */
  headers: Array<[string, string[]]>;
  /** The page cut where the nonce stood. */
  parts: Buffer[];
  expires: number;
  bytes: number;
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
    if (page.expires <= this.now()) {
      this.drop(key, page);
      return false;
    }
    const nonce = Buffer.from(randomBytes(16).toString("base64"));
    const nonceText = nonce.toString();
    res.statusCode = page.status;
    for (const [name, pieces] of page.headers) res.setHeader(name, pieces.join(nonceText));
    res.setHeader("X-Cache", "HIT");
    const body: Buffer[] = [page.parts[0]!];
    for (let i = 1; i < page.parts.length; i++) body.push(nonce, page.parts[i]!);
    const bytes = Buffer.concat(body);
    res.setHeader("Content-Length", bytes.length);
    res.end(req.method === "HEAD" ? undefined : bytes);
    return true;
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
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    this.pages.set(key, { status: 200, headers, parts, expires: this.now() + this.lifetimeMs, bytes: body.length });
    this.bytes += body.length;
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
