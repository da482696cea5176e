import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "./free-port";
import { Supervised } from "./supervisor";

/** A tiny HTTP process: its first answer is 200 (ready), every later one `status`. */
function tinyServer(port: number, status: number) {
  const code = `let n = 0; require("http").createServer((q, s) => { s.statusCode = n++ ? ${status} : 200; s.end("x"); }).listen(${port}, "127.0.0.1")`;
  return () => spawn(process.execPath, ["-e", code], { stdio: "ignore" });
}

const running: Supervised[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("supervisor liveness", () => {
  it("replaces a process that keeps running but stops answering, and says why", async () => {
    const port = await freePort();
    const lines: string[] = [];
    const supervised = new Supervised({
      name: "Tiny",
      start: tinyServer(port, 200),
      readyUrl: `http://127.0.0.1:${port}/health`,
      log: (line) => lines.push(line),
      minDelayMs: 50,
      liveness: { intervalMs: 150, timeoutMs: 150, failures: 3 },
    });
    running.push(supervised);
    await supervised.start();
    const hung = supervised.pid!;
    process.kill(hung, "SIGSTOP");

    await until(() => lines.some((l) => l.includes("is back")), 10_000);
    expect(supervised.pid).not.toBe(hung);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    expect(() => process.kill(hung, 0)).toThrow(); // the hung process is gone, not left stopped
    expect(lines.join("\n")).toMatch(/Tiny \(pid \d+\) stopped answering http:\/\/127\.0\.0\.1:\d+\/health \(3 checks in a row: no answer within 150 ms\): killing it/);
    expect(lines.join("\n")).toMatch(/Tiny was killed because it stopped answering .* restarting in/);
  });

  it("leaves alone a process that answers with an error (the API's health check says 503 while its database is down)", async () => {
    const port = await freePort();
    const lines: string[] = [];
    const supervised = new Supervised({
      name: "Tiny",
      start: tinyServer(port, 503),
      readyUrl: `http://127.0.0.1:${port}/health`,
      log: (line) => lines.push(line),
      liveness: { intervalMs: 100, timeoutMs: 150, failures: 2 },
    });
    running.push(supervised);
    await supervised.start();
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(503);
    const first = supervised.pid;
    await new Promise((r) => setTimeout(r, 800));
    expect(supervised.pid).toBe(first);
    expect(lines).toEqual([]);
  });
});
