import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECONDARY_SECTION_BUDGET_MS, withinBudget } from "./secondary-read.server";

describe("withinBudget", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("gives the answer when it comes in time", async () => {
    const result = withinBudget(new Promise((r) => setTimeout(() => r("posts"), 300)), "test: in time");
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe("posts");
  });

  it("gives up after one second on a read that hangs (a stopped API), and says so once per 10 s", async () => {
    const hung = new Promise<string>(() => {});
    const results = [withinBudget(hung, "test: hung"), withinBudget(hung, "test: hung")];
    await vi.advanceTimersByTimeAsync(SECONDARY_SECTION_BUDGET_MS - 1);
    let settled = false;
    void Promise.all(results).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(Promise.all(results)).resolves.toEqual([null, null]);
    expect(SECONDARY_SECTION_BUDGET_MS).toBe(1_000);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith("test: hung unavailable: no answer within 1000 ms, shown without it");
  });

  it("gives null for a failed read", async () => {
    await expect(withinBudget(Promise.reject(new Error("API unreachable: /api/blogs")), "test: failed")).resolves.toBeNull();
    expect(console.error).toHaveBeenCalledWith("test: failed unavailable: API unreachable: /api/blogs");
  });
});
