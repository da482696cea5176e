import { describe, expect, it } from "vitest";
import { createLogger, escapeControl, type LogFormat, routeConsole } from "./logger";

function capture(format: LogFormat, process: "web" | "api" = "api", level: "debug" | "info" | "error" | "silent" = "info") {
  const out: string[] = [];
  const err: string[] = [];
  const logger = createLogger({ process, format, level, stdout: (line) => out.push(line), stderr: (line) => err.push(line) });
  return { logger, out, err };
}

describe("escapeControl", () => {
  it("keeps a log line one line: CR, LF and other control characters become escapes", () => {
    expect(escapeControl("GET /leads\r\nX-Injected:1")).toBe("GET /leads\\r\\nX-Injected:1");
    expect(escapeControl("a\u0000b\u001bc\u2028d")).toBe("a\\u0000b\\u001bc\\u2028d");
    expect(escapeControl("Urdu لاہور stays")).toBe("Urdu لاہور stays");
  });
});

describe("createLogger", () => {
  it("text: one readable line per event, control characters escaped, an error's stack on the same line", () => {
    const { logger, out, err } = capture("text");
    logger.info("GET /leads\r\nX-Injected:1 404", { city: "Lahore", note: "two words" });
    logger.error("Unhandled error", { error: new Error("boom\nsecond line") });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \[api\] INFO {2}GET \/leads\\r\\nX-Injected:1 404 city=Lahore note="two words"\n$/);
    expect(err).toHaveLength(1);
    expect(err[0]!.split("\n")).toHaveLength(2);
    expect(err[0]).toContain("[api] ERROR Unhandled error error=Error: boom\\nsecond line\\n    at ");
  });

  it("json: one object per line with time, level, process and msg; errors keep message and stack; a field never replaces those four", () => {
    const { logger, out, err } = capture("json");
    logger.info("GET /x\r\ny", { status: 404, msg: "mine", time: "then" });
    logger.warn("Database unavailable", { error: new Error("down") });
    expect(out).toHaveLength(1);
    expect(out[0]!.split("\n")).toHaveLength(2);
    const entry = JSON.parse(out[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", process: "api", msg: "GET /x\r\ny", status: 404 });
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(JSON.parse(err[0]!)).toMatchObject({ level: "warn", msg: "Database unavailable", error: { message: "down", stack: expect.stringContaining("Error: down") } });
  });

  it("levels: below the level is dropped; a notice shows at every level but silent, as written in text", () => {
    const errorOnly = capture("text", "api", "error");
    errorOnly.logger.warn("dropped");
    errorOnly.logger.notice("+----+\n| hi |\n+----+");
    expect(errorOnly.err).toEqual([]);
    expect(errorOnly.out).toEqual(["+----+\n| hi |\n+----+\n"]);
    const silent = capture("json", "api", "silent");
    silent.logger.error("no");
    silent.logger.notice("no");
    expect([...silent.out, ...silent.err]).toEqual([]);
    const json = capture("json", "api", "error");
    json.logger.notice("box");
    expect(JSON.parse(json.out[0]!)).toMatchObject({ level: "notice", msg: "box" });
  });
});

describe("routeConsole", () => {
  it("a console.error from Remix or a loader is one JSON line with the stack in `error`", () => {
    const { logger, out, err } = capture("json", "web", "debug");
    const target = {} as Console;
    routeConsole(logger, target);
    target.error("Render failed for %s", "/about", new Error("boom"));
    target.log("hello");
    expect(err).toHaveLength(1);
    expect(err[0]!.split("\n")).toHaveLength(2);
    expect(JSON.parse(err[0]!)).toMatchObject({ level: "error", process: "web", msg: "Render failed for /about boom", error: expect.stringContaining("Error: boom\n    at ") });
    expect(JSON.parse(out[0]!)).toMatchObject({ level: "info", process: "web", msg: "hello" });
  });
});
