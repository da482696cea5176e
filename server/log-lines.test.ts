import { describe, expect, it } from "vitest";
import { escapeControl } from "./log-lines";

describe("escapeControl", () => {
  it("keeps a log line one line: CR, LF and other control characters become escapes", () => {
    expect(escapeControl("GET /leads\r\nX-Injected:1")).toBe("GET /leads\\r\\nX-Injected:1");
    expect(escapeControl("a\u0000b\u001bc\u2028d")).toBe("a\\u0000b\\u001bc\\u2028d");
    expect(escapeControl("Urdu لاہور stays")).toBe("Urdu لاہور stays");
  });
});
