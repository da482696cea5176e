import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrations";
import { ALWAYS, IdList, ListCache } from "./list-cache";

describe("ListCache", () => {
  let dir: string;
  let database: OpenDatabase;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "list-cache-"));
    database = openDatabase({ kind: "sqlite", file: path.join(dir, "api.sqlite") } as never);
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const counting = (ids: string[], window = ALWAYS) => {
    const loader = { loads: 0, window, load: async () => (loader.loads++, { ids, window: loader.window }) };
    return loader;
  };
  const post = (id: string) => ({
    id,
    slug: id,
    title: id,
    title_lower: id,
    short_description: "",
    description: "",
    keywords: "[]",
    status: "published" as const,
    author_id: null,
    blog_date: "2025-01-01T00:00:00.000Z",
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
  });

  it("answers from memory until a post is written, by anyone", async () => {
    const cache = new ListCache(database.db);
    const loader = counting(["a", "b"]);
    expect((await cache.ids("k", "2025", loader.load))?.slice(0, 10)).toEqual(["a", "b"]);
    expect((await cache.ids("k", "2025", loader.load))?.slice(0, 10)).toEqual(["a", "b"]);
    expect(loader.loads).toBe(1);
    // A write straight to the table (another process) bumps the generation through the triggers.
    await database.db.insertInto("blogs").values(post("c")).execute();
    await cache.ids("k", "2025", loader.load);
    expect(loader.loads).toBe(2);
    // A change no list depends on (the description) keeps the cache.
    await database.db.updateTable("blogs").set({ description: "<p>x</p>" }).execute();
    await cache.ids("k", "2025", loader.load);
    expect(loader.loads).toBe(2);
  });

  it("holds a list only within its clock window", async () => {
    const cache = new ListCache(database.db);
    const loader = counting(["a"], { validFrom: "2025-01-01", validUntil: "2025-02-01" });
    await cache.ids("k", "2025-01-10", loader.load);
    await cache.ids("k", "2025-01-31", loader.load);
    expect(loader.loads).toBe(1);
    // The next scheduled post went public: a new load, which holds from then on.
    loader.window = { validFrom: "2025-02-01", validUntil: ALWAYS.validUntil };
    await cache.ids("k", "2025-02-01", loader.load);
    await cache.ids("k", "2025-03-01", loader.load);
    expect(loader.loads).toBe(2);
    expect(cache.peek("k", "2024-12-31")).toBeUndefined();
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new ListCache(database.db);
    const loader = counting(["a"]);
    await Promise.all([cache.ids("k", "2025", loader.load), cache.ids("k", "2025", loader.load), cache.ids("k", "2025", loader.load)]);
    expect(loader.loads).toBe(1);
  });

  it("keeps at most maxIds ids, dropping the least recently used list; a longer list is not kept", async () => {
    const cache = new ListCache(database.db, 5);
    const three = counting(["a", "b", "c"]);
    const two = counting(["d", "e"]);
    const one = counting(["f"]);
    await cache.ids("three", "2025", three.load);
    await cache.ids("two", "2025", two.load);
    await cache.ids("three", "2025", three.load); // now the most recent
    await cache.ids("one", "2025", one.load); // 6 > 5: "two" goes
    expect(cache.peek("two", "2025")).toBeUndefined();
    expect(cache.peek("three", "2025")?.ids.slice(0, 10)).toEqual(["a", "b", "c"]);
    expect(cache.peek("one", "2025")?.ids.slice(0, 10)).toEqual(["f"]);
    const six = counting(["1", "2", "3", "4", "5", "6"]);
    expect(await cache.ids("six", "2025", six.load)).toBeNull();
    expect(cache.peek("six", "2025")).toBeUndefined();
  });
});

describe("IdList", () => {
  it("gives back pages of ids of any length, in order, empty past the end", () => {
    const ids = ["x", "abc-def", "0123456789ab", "", "Z"];
    const list = new IdList(ids);
    expect(list.length).toBe(5);
    expect(list.slice(0, 5)).toEqual(ids);
    expect(list.slice(1, 3)).toEqual(["abc-def", "0123456789ab"]);
    expect(list.slice(4, 14)).toEqual(["Z"]);
    expect(list.slice(10, 20)).toEqual([]);
    expect(new IdList([]).slice(0, 10)).toEqual([]);
  });
});
