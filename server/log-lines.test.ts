import { describe, expect, it } from "vitest";
import { linesPerTurn } from "./log-lines";

describe("linesPerTurn", () => {
  it("writes the lines of one event-loop turn together, in order, each ending its line", async () => {
    const writes: string[] = [];
    const log = linesPerTurn((text) => writes.push(text));
    log("a\n");
    log("b\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    log("c\n");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });
});
