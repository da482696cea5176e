import { describe, expect, it } from "vitest";
import { linesPerTurn, logAnswered } from "./access-log";

describe("linesPerTurn", () => {
  it("writes the lines of one event-loop turn together, in order, each ending its line", async () => {
    const writes: string[] = [];
    const log = linesPerTurn((text) => writes.push(text));
    log("a");
    log("b");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    log("c");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });
});

describe("logAnswered (a page answered from the page cache)", () => {
  it("writes one line with the address, method, path without its query, status and bytes, in either format", () => {
    const lines: string[] = [];
    const answer = { remote: "203.0.113.7", method: "GET", status: 200, bytes: 11_451, ms: 0.04 };
    logAnswered((line) => lines.push(line), "text", "/blogs?q=secret+search", answer);
    logAnswered((line) => lines.push(line), "text", "/blogs?q=secret+search", answer);
    logAnswered((line) => lines.push(line), "json", "/estimate/Zq3v9X0k1mB2nC4dE5fG6hJ7kL8", answer);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z 203\.0\.113\.7 GET \/blogs 200 11451 0\.0ms$/);
    // The same page again: the same line but for its time.
    expect(lines[1]!.slice(25)).toBe(lines[0]!.slice(25));
    expect(JSON.parse(lines[2]!)).toMatchObject({ level: "info", process: "web", msg: "request", remote: "203.0.113.7", method: "GET", path: "/estimate/Zq3v…", status: 200, bytes: 11_451, ms: 0 });
  });
});
