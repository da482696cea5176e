import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants, gzipSync } from "node:zlib";
import { SITE_WIDE_HEADERS } from "./security-headers";

/**
 * Shareable pages answered before Express and Remix (ADR 021): routing and loaders cost far more than the page.
 * Only what the app marks shareable is stored; a write drops every page; one request renders an expired or
 * new page while the others get the old copy or wait (a cold burst of 50 renders once grew the process by 800 MB).
 */

/** A request carrying one of these is never given a shared page. */
export const PERSONAL_COOKIES = ["__session", "__toast", "__quote"] as const;
const PERSONAL_COOKIE = new RegExp(`(?:^|;\\s*)(?:${PERSONAL_COOKIES.join("|")})=`);
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
const NOT_REPLAYED = new Set(["set-cookie", "date", "content-length", "transfer-encoding", "connection", "keep-alive", "x-cache", "content-encoding", "vary"]);
const SITE_WIDE_NAMES: ReadonlySet<string> = new Set(SITE_WIDE_HEADERS.map(([name]) => name));
export const STALE_MAX_MS = 10_000;

/** Flat `[name, value, …]`, as `writeHead` takes them. */
type HeaderLists = { hit: string[]; stale: string[]; miss: string[] };

type Variant = {
  body: Buffer;
  full: HeaderLists;
  /** Without the site-wide headers, for a front proxy that adds them itself. */
  edge: HeaderLists;
};

export type AnswerOptions = {
  extra?: ExtraHeaders;
  wait?: () => void;
  edge?: boolean;
};

type StoredPage = {
  status: number;
  plain: Variant;
  gzip: Variant;
  /** Until the background brotli is done, br clients get gzip. */
  br?: Variant;
  expires: number;
  bytes: number;
  refreshing: number;
};

/** About 10 % under zlib's best gzip for a few ms of a pool thread; 11 costs 100+ ms a page. */
const BROTLI_QUALITY = 8;

type ExtraHeaders = Record<string, string>;

export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;
  private writes = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
    private readonly now: () => number = Date.now,
    private readonly siteWide: ReadonlySet<string> = SITE_WIDE_NAMES,
  ) {}

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /** A page rendered before a write finished is not kept. */
  get generation(): number {
    return this.writes;
  }

  keyFor(req: IncomingMessage, https = false): string | undefined {
    if (!this.enabled || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
    const url = req.url ?? "/";
    if (url.includes(".data")) return undefined;
    const cookies = req.headers.cookie;
    if (cookies && PERSONAL_COOKIE.test(cookies)) return undefined;
    return https ? `https ${url}` : url;
  }

  /** "waiting": too old to hand out while another request renders it; `wait` is called after that render (or STALE_MAX_MS). */
  answer(key: string, req: IncomingMessage, res: ServerResponse, { extra, wait, edge = false }: AnswerOptions = {}): number | "waiting" | undefined {
    const page = this.pages.get(key);
    if (!page) {
      if (!wait || !this.renders.has(key)) return undefined;
      this.queue(key, wait);
      return "waiting";
    }
    let stale = false;
    const now = this.now();
    if (page.expires <= now) {
      if (!page.refreshing || now - page.refreshing >= STALE_MAX_MS) {
        page.refreshing = now;
        return undefined;
      }
      if (now - page.expires >= STALE_MAX_MS) {
        // Every connection of a burst rendering the same page at once stalled the server for seconds.
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

  /** The same Content-Length and compressed bytes as every later hit, so a front cache keeps a copy it can replay as is. */
  answerRendered(key: string, req: IncomingMessage, res: ServerResponse, edge = false): boolean {
    const page = this.pages.get(key);
    if (!page || page.expires <= this.now()) return false;
    const sent = variantFor(page, req);
    // writeHead would merge headers the chain set on `res` into the stored list.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(page.status, (edge ? sent.edge : sent.full).miss);
    res.end(req.method === "HEAD" ? undefined : sent.body);
    return true;
  }

  private readonly renders = new Map<string, number>();

  began(key: string): void {
    this.renders.set(key, (this.renders.get(key) ?? 0) + 1);
  }

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
    // A render that never ends must not hold the others past STALE_MAX_MS.
    setTimeout(() => this.release(key), STALE_MAX_MS).unref();
  }

  private release(key: string): void {
    const queued = this.waiting.get(key);
    if (!queued) return;
    this.waiting.delete(key);
    for (const wait of queued) wait();
  }

  /** A policy with a nonce is not the same for everyone, so it is not stored; the promise settles when the brotli copy is there. */
  store(key: string, generation: number, response: { status: number; headers: Headers }, body: Buffer): Promise<void> {
    const skipped = Promise.resolve();
    if (!this.enabled || generation !== this.writes || response.status !== 200) return skipped;
    if (response.headers.get("x-cache") !== "MISS" || response.headers.has("set-cookie")) return skipped;
    const policy = response.headers.get("content-security-policy");
    if (!policy || policy.includes("'nonce-") || body.length > this.maxBytes / 2) return skipped;
    // A render cut short never closed its document; Remix writes loader data after </html>, so look anywhere.
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

  clear(): void {
    this.writes++;
    this.pages.clear();
    this.bytes = 0;
  }

  private drop(key: string, page: StoredPage): void {
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

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

// One Cache-Control, not two.
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

function variantFor(page: StoredPage, req: IncomingMessage): Variant {
  const accepted = acceptedCodings(req.headers["accept-encoding"]);
  return accepted & BR && page.br ? page.br : accepted & GZIP ? page.gzip : page.plain;
}

function acceptedCodings(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  if (value === "") return 0;
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
