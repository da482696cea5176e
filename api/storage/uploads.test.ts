import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UploadStore } from "./uploads";

let dir: string;
let store: UploadStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uploads-test-"));
  store = new UploadStore(dir);
  await store.init();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const visible = async () => (await readdir(dir)).filter((name) => name !== ".tmp").sort();

describe("UploadStore", () => {
  it("keeps staged files out of sight until commit", async () => {
    const staged = await store.stage([
      { name: "aaaaaaaaaaaa.jpg", data: Buffer.from("a") },
      { name: "aaaaaaaaaaaa-400.webp", data: Buffer.from("b") },
    ]);
    expect(await visible()).toEqual([]);
    expect(await store.list()).toHaveLength(2);
    await staged.commit();
    await staged.commit(); // a retried transaction commits again: no error
    expect(await visible()).toEqual(["aaaaaaaaaaaa-400.webp", "aaaaaaaaaaaa.jpg"]);
    expect(await store.list()).toHaveLength(2);
  });

  it("discard removes every file of a failed save, staged or committed", async () => {
    const staged = await store.stage([{ name: "bbbbbbbbbbbb.jpg", data: Buffer.from("a") }]);
    await staged.discard();
    expect(await store.list()).toEqual([]);
    const committed = await store.stage([{ name: "cccccccccccc.jpg", data: Buffer.from("a") }]);
    await committed.commit();
    await committed.discard();
    expect(await store.list()).toEqual([]);
  });

  it("init clears temp files a crash left behind", async () => {
    await store.stage([{ name: "dddddddddddd.jpg", data: Buffer.from("a") }]);
    await new UploadStore(dir).init();
    expect(await store.list()).toEqual([]);
  });

  it("init settles journals left by a crash: listed files no row names go, the rest stays", async () => {
    const committed = await store.stage([
      { name: "eeeeeeeeeeee.jpg", data: Buffer.from("saved, committed") },
      { name: "ffffffffffff.jpg", data: Buffer.from("saved, never committed") },
    ]);
    await committed.commit();
    await store.stage([{ name: "gggggggggggg.jpg", data: Buffer.from("staged only") }]);
    const journal = store.journal();
    await journal.record(["eeeeeeeeeeee.jpg", "ffffffffffff.jpg", "../escape.jpg"]);
    await (await store.stage([{ name: "hhhhhhhhhhhh.jpg", data: Buffer.from("unrelated") }])).commit();
    // "Crash": no close(). The database names only eeee… (and hhhh…, not listed).
    const asked: string[][] = [];
    const removed = await new UploadStore(dir).init(async (names) => {
      asked.push([...names].sort());
      return new Set(names.filter((name) => name === "eeeeeeeeeeee.jpg"));
    });
    expect(asked).toEqual([["eeeeeeeeeeee.jpg", "ffffffffffff.jpg"]]);
    expect(removed).toEqual(["ffffffffffff.jpg"]);
    expect(await visible()).toEqual(["eeeeeeeeeeee.jpg", "hhhhhhhhhhhh.jpg"]);
    expect(await store.list()).toHaveLength(2);
  });

  it("a closed journal is gone; without a database init only clears the temp folder", async () => {
    const journal = store.journal();
    await journal.record(["iiiiiiiiiiii.jpg"]);
    expect((await store.list()).some((name) => name.endsWith(".journal"))).toBe(true);
    await journal.close();
    await journal.close();
    expect(await store.list()).toEqual([]);
    await store.journal().record(["jjjjjjjjjjjj.jpg"]);
    expect(await new UploadStore(dir).init()).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it("never maps a name outside the folder", () => {
    expect(store.pathOf("../manzil.db")).toBeNull();
    expect(store.pathOf("..%2Fmanzil.db")).toBeNull();
    expect(store.pathOf(".tmp")).toBeNull();
    expect(store.pathOf("x/y.jpg")).toBeNull();
    expect(store.pathOf("abc.png")).toBeNull();
    expect(store.pathOf("abcdefghijkl.jpg")).toBe(path.join(dir, "abcdefghijkl.jpg"));
  });
});
