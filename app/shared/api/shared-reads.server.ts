import { env } from "~/shared/env.server";

/**
 * Anonymous API reads shared for PUBLIC_CACHE_MS (2 s): under load hundreds of views a second ask the same
 * questions. In-flight reads are joined, failures never kept; any write from this process clears it, so
 * staff see their change at once. Answers are shared: do not mutate them.
 */
const MAX_ENTRIES = 500;

function sharedReadLifetimeMs(): number {
  return env().PUBLIC_CACHE_MS;
}

/** Asked several times per request; the environment does not change. */
function startupLifetime(): () => number {
  const ms = sharedReadLifetimeMs();
  return () => ms;
}

type Entry = { expires: number; value: Promise<unknown> };

export class SharedReads {
  private readonly entries = new Map<string, Entry>();
  /** Whatever was derived from older reads is stale. */
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

export const sharedReads = new SharedReads();
