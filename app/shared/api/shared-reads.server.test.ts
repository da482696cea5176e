import { describe, expect, it } from "vitest";
import { SharedReads } from "./shared-reads.server";

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("SharedReads", () => {
  it("answers the same question once per lifetime, then asks again", async () => {
    const time = clock();
    const reads = new SharedReads(() => 2_000, time.now);
    let calls = 0;
    const load = async () => ({ n: ++calls });
    expect(await reads.read("/api/blogs?page=1", load)).toEqual({ n: 1 });
    expect(await reads.read("/api/blogs?page=1", load)).toEqual({ n: 1 });
    time.advance(1_999);
    expect(await reads.read("/api/blogs?page=1", load)).toEqual({ n: 1 });
    time.advance(1);
    expect(await reads.read("/api/blogs?page=1", load)).toEqual({ n: 2 });
    expect(await reads.read("/api/blogs?page=2", load)).toEqual({ n: 3 });
  });

  it("joins a read already on its way", async () => {
    const reads = new SharedReads(() => 2_000);
    let calls = 0;
    let release!: (value: string) => void;
    const load = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = reads.read("k", load);
    const second = reads.read("k", load);
    release("answer");
    expect(await Promise.all([first, second])).toEqual(["answer", "answer"]);
    expect(calls).toBe(1);
  });

  it("never keeps a failure", async () => {
    const reads = new SharedReads(() => 2_000);
    await expect(reads.read("k", () => Promise.reject(new Error("API unreachable")))).rejects.toThrow("API unreachable");
    expect(await reads.read("k", async () => "recovered")).toBe("recovered");
  });

  it("forgets everything after a write, including a read that was on its way", async () => {
    const reads = new SharedReads(() => 2_000);
    let release!: (value: string) => void;
    const before = reads.read("k", () => new Promise<string>((resolve) => (release = resolve)));
    reads.clear();
    release("old");
    expect(await before).toBe("old");
    expect(await reads.read("k", async () => "new")).toBe("new");
  });

  it("asks every time when the lifetime is 0 (cache off)", async () => {
    const reads = new SharedReads(() => 0);
    let calls = 0;
    await reads.read("k", async () => ++calls);
    await reads.read("k", async () => ++calls);
    expect(calls).toBe(2);
    expect(reads.size).toBe(0);
  });

  it("holds a bounded number of answers, dropping the oldest", async () => {
    const reads = new SharedReads(() => 60_000, Date.now, 3);
    for (const key of ["a", "b", "c", "d"]) await reads.read(key, async () => key);
    expect(reads.size).toBe(3);
    let reloaded = false;
    await reads.read("a", async () => ((reloaded = true), "a"));
    expect(reloaded).toBe(true);
  });
});
