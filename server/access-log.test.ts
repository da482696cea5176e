import { describe, expect, it } from "vitest";
import { createLogger, type LogFormat } from "../shared/logger";
import { logAnswered } from "./access-log";

describe("logAnswered (a page answered from the page cache)", () => {
  it("writes one line with the address, method, path without its query, status and bytes, in either format", () => {
    const lines: string[] = [];
    const logger = (format: LogFormat) => createLogger({ process: "web", format, stdout: (line) => lines.push(line) });
    const answer = { remote: "203.0.113.7", method: "GET", status: 200, bytes: 11_451, ms: 0.04 };
    logAnswered(logger("text"), "text", "/blogs?q=secret+search", answer);
    logAnswered(logger("text"), "text", "/blogs?q=secret+search", answer);
    logAnswered(logger("json"), "json", "/estimate/Zq3v9X0k1mB2nC4dE5fG6hJ7kL8", answer);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \[web\] INFO {2}203\.0\.113\.7 GET \/blogs 200 11451 0\.0ms\n$/);
    // The same page again: the same line but for its time.
    expect(lines[1]!.slice(25)).toBe(lines[0]!.slice(25));
    expect(lines[2]!.endsWith("}\n")).toBe(true);
    expect(JSON.parse(lines[2]!)).toMatchObject({ level: "info", process: "web", msg: "request", remote: "203.0.113.7", method: "GET", path: "/estimate/Zq3v…", status: 200, bytes: 11_451, ms: 0 });
    expect(lines.join("")).not.toContain("secret");
  });
});
