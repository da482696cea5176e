import { env } from "~/shared/env.server";

/**
 * Anonymous API reads (blog list, a post, its comments, tag counts) shared by
 * every visitor for a moment. Under load, hundreds of page views a second ask
 * the API the same few questions; one answer per question per moment is
 * enough. Entries live PUBLIC_CACHE_MS (default 2 000 ms, 0 turns the
 * cache off; the same setting governs the rendered-page cache,
 * server/page-cache.ts); a read that is already on its way is joined rather than
 * repeated; failures are never kept. Any write this web process sends to the
 * API (a save, a delete, a comment) drops every entry, so staff see their own
 * change at once; changes made elsewhere show within the lifetime.
 *
 * Answers are shared objects: callers must not mutate them.
 */
const MAX_ENTRIES = 500;

function sharedReadLifetimeMs(): number {
  return env().PUBLIC_CACHE_MS;
}

/** PUBLIC_CACHE_MS as it was at start: it is asked several times per request, the environment does not change. */
function startupLifetime(): () => number {
  const ms = sharedReadLifetimeMs();
  return () => ms;
}

type Entry = { expires: number; value: Promise<unknown> };

export class SharedReads {
  private readonly entries = new Map<string, Entry>();
  /** Counts clear() calls: whatever was derived from older reads is stale. */
  generation = 0;

  constructor(
    private readonly lifetimeMs: () => number = startupLifetime(),
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const lifetime = this.lifetimeMs();
    if (lifetime <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);

    const value = load();
    const entry: Entry = { expires: now + lifetime, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** A read already on its way when this is called is served to those waiting for it, but not kept. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** The process-wide instance used by the API client modules (app/shared/api/client.server.ts and the features' *.server.ts API modules). */
export const sharedReads = new SharedReads();
