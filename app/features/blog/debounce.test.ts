import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, debounce } from "./debounce";

describe("search debounce (docs/requirements.md, Constants)", () => {
  afterEach(() => vi.useRealTimers());

  it("is 500 ms", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it("searches once, 500 ms after the last keystroke", () => {
    vi.useFakeTimers();
    const search = vi.fn();
    const typing = debounce(search, SEARCH_DEBOUNCE_MS);
    typing.trigger();
    vi.advanceTimersByTime(400);
    typing.trigger(); // another key: the wait starts again
    vi.advanceTimersByTime(499);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("does nothing after cancel (the form left the page)", () => {
    vi.useFakeTimers();
    const search = vi.fn();
    const typing = debounce(search, SEARCH_DEBOUNCE_MS);
    typing.trigger();
    typing.cancel();
    vi.advanceTimersByTime(1_000);
    expect(search).not.toHaveBeenCalled();
  });
});
