import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrations";
import { withJobLock } from "../lib/job-lock";
import { DiskBlobs } from "./blobs";
import { UploadStore } from "./uploads";

let dir: string;
let database: OpenDatabase;
let store: UploadStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uploads-test-"));
  database = openDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
  await migrateToLatest(database.db);
  store = new UploadStore(new DiskBlobs(path.join(dir, "uploads")), database.db, 0);
  await store.init();
});
afterEach(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const visible = async () => (await readdir(path.join(dir, "uploads"))).filter((name) => name !== ".tmp").sort();
const everything = async () => (await readdir(path.join(dir, "uploads"), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name).sort();
const journalled = async () => (await database.db.selectFrom("upload_journal").select("name").orderBy("name").execute()).map((row) => row.name);

describe("UploadStore", () => {
  it("keeps staged files out of sight until commit", async () => {
    const staged = await store.stage([
      { name: "aaaaaaaaaaaa.jpg", data: Buffer.from("a") },
      { name: "aaaaaaaaaaaa-400.webp", data: Buffer.from("b") },
    ]);
    expect(await visible()).toEqual([]);
    expect(await store.open("aaaaaaaaaaaa.jpg", false)).toBeNull();
    await staged.commit();
    await staged.commit(); // a retried transaction commits again: no error
    expect(await visible()).toEqual(["aaaaaaaaaaaa-400.webp", "aaaaaaaaaaaa.jpg"]);
    expect((await store.open("aaaaaaaaaaaa.jpg", false))?.size).toBe(1);
  });

  it("discard removes every file of a failed save, staged or committed", async () => {
    const staged = await store.stage([{ name: "bbbbbbbbbbbb.jpg", data: Buffer.from("a") }]);
    await staged.discard();
    expect(await everything()).toEqual([]);
    const committed = await store.stage([{ name: "cccccccccccc.jpg", data: Buffer.from("a") }]);
    await committed.commit();
    await committed.discard();
    expect(await everything()).toEqual([]);
  });

  it("the cleanup job deletes journalled files no row names, staged or published, and leaves every other file alone", async () => {
    const journal = store.journal();
    await journal.pending(["eeeeeeeeeeee.jpg", "ffffffffffff.jpg", "gggggggggggg.jpg"]);
    await (await store.stage([{ name: "eeeeeeeeeeee.jpg", data: Buffer.from("saved, committed") }, { name: "ffffffffffff.jpg", data: Buffer.from("never committed") }])).commit();
    await store.stage([{ name: "gggggggggggg.jpg", data: Buffer.from("staged only") }]);
    await (await store.stage([{ name: "hhhhhhhhhhhh.jpg", data: Buffer.from("another instance's, not journalled") }])).commit();
    // "Crash": no close(). The database names only eeee…
    const asked: string[][] = [];
    const removed = await store.settle(async (names) => {
      asked.push([...names].sort());
      return new Set(names.filter((name) => name === "eeeeeeeeeeee.jpg"));
    });
    expect(asked).toEqual([["eeeeeeeeeeee.jpg", "ffffffffffff.jpg", "gggggggggggg.jpg"]]);
    expect(removed).toEqual(["ffffffffffff.jpg", "gggggggggggg.jpg"]);
    expect(await everything()).toEqual(["eeeeeeeeeeee.jpg", "hhhhhhhhhhhh.jpg"]);
    expect(await journalled()).toEqual([]);
  });

  it("leaves journal entries younger than the grace period alone: they may be a save still running elsewhere", async () => {
    const patient = new UploadStore(new DiskBlobs(path.join(dir, "uploads")), database.db, 60_000);
    await patient.journal().pending(["iiiiiiiiiiii.jpg"]);
    await (await patient.stage([{ name: "iiiiiiiiiiii.jpg", data: Buffer.from("in progress") }])).commit();
    expect(await patient.settle(async () => new Set())).toEqual([]);
    expect(await everything()).toEqual(["iiiiiiiiiiii.jpg"]);
    expect(await journalled()).toEqual(["iiiiiiiiiiii.jpg"]);
  });

  it("runs one cleanup at a time: while another process holds the job's lock, settle does nothing", async () => {
    await store.journal().pending(["jjjjjjjjjjjj.jpg"]);
    const during = await withJobLock(database.db, "upload-journal", () => store.settle(async () => new Set()));
    expect(during).toEqual([]);
    expect(await journalled()).toEqual(["jjjjjjjjjjjj.jpg"]);
    expect(await store.settle(async () => new Set())).toEqual(["jjjjjjjjjjjj.jpg"]);
  });

  it("a closed journal is gone", async () => {
    const journal = store.journal();
    await journal.pending(["kkkkkkkkkkkk.jpg"]);
    await journal.close();
    await journal.close();
    expect(await journalled()).toEqual([]);
  });

  it("never serves or writes a name outside the folder", async () => {
    for (const name of ["../test.db", "..%2Ftest.db", ".tmp", "x/y.jpg", "abc.png"]) expect(await store.open(name, false), name).toBeNull();
    await expect(store.stage([{ name: "../escape.jpg", data: Buffer.from("x") }])).rejects.toThrow(/Refusing/);
  });
});
