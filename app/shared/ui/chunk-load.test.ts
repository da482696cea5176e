import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from "./chunk-load";

describe("loadChunk (docs/requirements.md, Messages and Constants)", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves with the module when it loads", async () => {
    await expect(loadChunk("editor", async () => ({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it("fails with 'Loading chunk {n} failed' and the failure type when the import errors", async () => {
    const failure = loadChunk("editor", () => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow("Loading chunk editor failed.\n(error: Failed to fetch dynamically imported module)");
  });

  it("times out after 120 000 ms", async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk("book-form", () => new Promise(() => {}));
    const assertion = expect(pending).rejects.toThrow("Loading chunk book-form failed.\n(timeout)");
    vi.advanceTimersByTime(119_999);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    await assertion;
  });
});
