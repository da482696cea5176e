import type { Db } from "../db/database";

/**
 * Ordered post ids per list, kept per process so any page and the exact total cost the same at 100 000
 * posts as at 100. Each entry remembers the blogs_generation it was built at (bumped by triggers on every
 * write, by any process) and the clock window it holds for. The generation is read before the ids: an
 * entry may be newer than it says, never older. LRU past `maxIds` (~16 B each).
 */
export interface ListWindow {
  /** ISO strings compare in time order. */
  validFrom: string;
  validUntil: string;
}

export const ALWAYS: ListWindow = { validFrom: "", validUntil: "\uffff" };

/** 100 000 ids in one string and a typed array: ~1.6 MB and two heap objects the GC need not walk. */
export class IdList {
  private readonly packed: string;
  private readonly ends: Uint32Array;

  constructor(ids: readonly string[]) {
    this.packed = ids.join("");
    this.ends = new Uint32Array(ids.length);
    let at = 0;
    ids.forEach((id, i) => (this.ends[i] = at += id.length));
  }

  get length(): number {
    return this.ends.length;
  }

  /** The ids at positions [from, to), like Array.prototype.slice with non-negative bounds. */
  slice(from: number, to: number): string[] {
    const out: string[] = [];
    for (let i = Math.max(0, from); i < Math.min(to, this.ends.length); i++) out.push(this.packed.slice(i === 0 ? 0 : this.ends[i - 1], this.ends[i]));
    return out;
  }
}

interface Entry extends ListWindow {
  generation: number;
  ids: IdList;
}

export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry | null>>();
  private cachedIds = 0;

  constructor(
    private readonly db: Db,
    private readonly maxIds = 500_000,
  ) {}

  /** Unchecked: the caller compares the generation with one read alongside its queries. */
  peek(key: string, now: string): { generation: number; ids: IdList } | undefined {
    const entry = this.entries.get(key);
    if (!entry || !(entry.validFrom <= now && now < entry.validUntil)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  async generation(): Promise<number> {
    const row = await this.db.selectFrom("blogs_generation").select("generation").where("id", "=", 1).executeTakeFirst();
    return Number(row?.generation ?? 0);
  }

  /** null when the list is too long to cache. */
  async ids(
    key: string,
    now: string,
    load: () => Promise<{ ids: string[]; window: ListWindow }>,
  ): Promise<IdList | null> {
    const generation = await this.generation();
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && entry.validFrom <= now && now < entry.validUntil) {
      // Most recently used last, so eviction takes the oldest first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.ids;
    }
    // Concurrent misses on one list share one build.
    const flightKey = `${generation}\u0000${key}`;
    let flight = this.building.get(flightKey);
    if (!flight) {
      flight = (async () => {
        const { ids, window } = await load();
        if (ids.length > this.maxIds) return null;
        return { generation, ids: new IdList(ids), ...window };
      })();
      this.building.set(flightKey, flight);
      void flight.finally(() => this.building.delete(flightKey)).catch(() => {});
    }
    const built = await flight;
    // A build started at another clock reading may not hold for this one (a post went public in between).
    if (built && !(built.validFrom <= now && now < built.validUntil)) {
      const fresh = await load();
      return new IdList(fresh.ids);
    }
    if (!built) {
      this.drop(key);
      return null;
    }
    if (this.entries.get(key) !== built) {
      this.drop(key);
      this.entries.set(key, built);
      this.cachedIds += built.ids.length;
      this.evict();
    }
    return built.ids;
  }

  /** This process only; others notice the generation. */
  clear(): void {
    this.entries.clear();
    this.cachedIds = 0;
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.cachedIds -= old.ids.length;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.cachedIds <= this.maxIds) break;
      this.drop(key);
    }
  }
}
