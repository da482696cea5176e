import { sharedReads, startupLifetime } from "~/lib/api/shared-reads.server";

/**
 * Rendered public pages, kept for a moment (PUBLIC_CACHE_MS, the lifetime of
 * the shared API reads they were rendered from). React renders a page in
 * milliseconds, but under load every visitor asking for /blogs in the same
 * second would pay for the same render; one render per page per moment is
 * enough. Only anonymous, cacheable answers are kept (see entry.server.tsx).
 *
 * Each answer carries a fresh CSP nonce: the page is stored with the nonce it
 * was rendered with and that nonce is swapped for the new one on the way out
 * (24 random base64 characters cannot occur in the page by accident).
 * A blog or comment write through this process drops every page, as it
 * drops the shared reads. Size is bounded in bytes, oldest out first.
 */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/** The page as bytes, cut where the nonce stood: answering is one copy, no text scan. */
type Page = { parts: Buffer[]; expires: number; generation: number; bytes: number };

export class DocumentCache {
  private readonly pages = new Map<string, Page>();
  private bytes = 0;

  constructor(
    private readonly lifetimeMs: () => number = startupLifetime(),
    private readonly generation: () => number = () => sharedReads.generation,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  /** Pass to set(): a write between now and then makes the page not worth keeping. */
  currentGeneration(): number {
    return this.generation();
  }

  get enabled(): boolean {
    return this.lifetimeMs() > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The stored page (UTF-8) with `nonce` in place of the one it was rendered with. */
  get(key: string, nonce: string): Buffer | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expires <= this.now() || page.generation !== this.generation()) {
      this.drop(key, page);
      return undefined;
    }
    const nonceBytes = Buffer.from(nonce);
    const pieces: Buffer[] = [page.parts[0]!];
    for (let i = 1; i < page.parts.length; i++) pieces.push(nonceBytes, page.parts[i]!);
    return Buffer.concat(pieces);
  }

  set(key: string, html: string, nonce: string, generation = this.generation()): void {
    const lifetime = this.lifetimeMs();
    if (lifetime <= 0 || generation !== this.generation()) return;
    const parts = html.split(nonce).map((part) => Buffer.from(part));
    const bytes = parts.reduce((sum, part) => sum + part.length, 0);
    if (bytes > this.maxBytes / 2) return;
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    this.pages.set(key, { parts, expires: this.now() + lifetime, generation, bytes });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: string, page: Page): void {
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

export const documentCache = new DocumentCache();

/**
 * Whether the root loader made this page one visitor's own: a signed-in staff
 * member's header, a flash message. Such a page must not be shared by us or
 * by a CDN, whatever its route's Cache-Control says.
 */
export function isPersonalised(state: { loaderData: Record<string, unknown> }): boolean {
  const root = state.loaderData.root as { staff?: unknown; flash?: unknown } | undefined;
  return !root || Boolean(root.staff) || Boolean(root.flash);
}

/**
 * The key a page is stored under, or undefined when this answer must not be
 * shared: not a plain GET with 200, not marked public by its route, setting
 * a cookie, after a form post, or personalised by the root loader (a signed-in
 * staff member, a flash message). Crawlers get the whole document at once and
 * browsers a streamed one, so the two are stored apart.
 */
export function documentCacheKey(
  request: Request,
  status: number,
  headers: Headers,
  state: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null },
  wholeDocument: boolean,
): string | undefined {
  if (request.method !== "GET" || status !== 200 || state.actionData) return undefined;
  if (!/^public\b/.test(headers.get("Cache-Control") ?? "") || headers.has("Set-Cookie")) return undefined;
  if (isPersonalised(state)) return undefined;
  return `${wholeDocument ? "whole" : "streamed"} ${request.url}`;
}
