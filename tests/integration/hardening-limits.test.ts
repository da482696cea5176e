import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT } from "../support/api/lead-fixtures";
import { encodeRequest, jsonOf, rawRequest } from "../support/api/raw-http";
import { bearer, databases, STAFF_EMAIL, startTestApi, type TestApi } from "../support/api/start-test-api";

/**
 * Body caps (also without Content-Length), X-Forwarded-For only from
 * the trusted proxy (checked from a real second peer address, 127.0.0.2),
 * and HTTP timeouts against slow clients (slowloris).
 */

const UNTRUSTED_PEER = "127.0.0.2";

/** Whether this machine lets us connect from 127.0.0.2 (Linux loopback does). */
async function canUseSecondLoopback(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress: UNTRUSTED_PEER });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe.each(databases)("body caps and trusted forwarding on $name", (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, {
      TRUSTED_PROXY: "127.0.0.1",
      RATE_LIMIT_LOGIN_PER_IP: "2",
      RATE_LIMIT_LEADS_PER_ADDRESS_10_MINUTES: "2",
      MAX_UPLOAD_BYTES: String(64 * 1024),
      MAX_UPLOAD_FILES: "2",
    });
  });
  afterAll(() => api?.close());

  const json = (target: string, body: unknown, options: { xff?: string; from?: string; chunked?: boolean; headers?: Array<[string, string]> } = {}) =>
    rawRequest(
      api.port,
      {
        method: "POST",
        target,
        headers: [["Content-Type", "application/json"], ...(options.xff ? ([["X-Forwarded-For", options.xff]] as Array<[string, string]>) : []), ...(options.headers ?? [])],
        body: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
        chunked: options.chunked,
      },
      { localAddress: options.from },
    );

  it("answers a JSON body over 64 KB with 413 and a message, with or without Content-Length", async () => {
    const big = { ...CONTACT, message: "m".repeat(70 * 1024) };
    for (const chunked of [false, true]) {
      const res = await json("/api/sendEmail", big, { chunked, xff: `198.51.100.${chunked ? 1 : 2}` });
      expect(res.status, `chunked=${chunked}`).toBe(413);
      expect(jsonOf(res)).toEqual({ message: "Request body is too large (limit 64 KB)" });
      expect(res.headers.connection).toBe("close");
    }
    // Just under the cap is read (and judged on its content).
    const under = await json("/api/sendEmail", { ...CONTACT, message: "m".repeat(60 * 1024) }, { chunked: true, xff: "198.51.100.3" });
    expect(under.status).toBe(400);
    expect((jsonOf(under) as { errors: Record<string, string[]> }).errors.message).toBeDefined();
  });

  it("answers a multipart body over the upload cap with 413, with or without Content-Length", async () => {
    const token = await api.login();
    const boundary = "----capcheck";
    const limit = 2 * 64 * 1024 + 1024 * 1024;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nToo big\r\n--${boundary}\r\nContent-Disposition: form-data; name="detailedDesc"\r\n\r\n`),
      Buffer.alloc(limit, "d"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const chunked of [false, true]) {
      const res = await rawRequest(api.port, {
        method: "POST",
        target: "/api/blogs",
        headers: [["Content-Type", `multipart/form-data; boundary=${boundary}`], ["Authorization", bearer(token).Authorization!]],
        body,
        chunked,
      });
      expect(res.status, `chunked=${chunked}`).toBe(413);
      expect(jsonOf(res)).toEqual({ message: "Request body is too large (limit 1.1 MB)" });
    }
    expect((await api.json("/api/blogs?status=all&title=Too big", { headers: bearer(token) })).body.total).toBe(0);
  });

  it("ignores X-Forwarded-For from a peer that is not the trusted proxy (127.0.0.2): it cannot pick its rate-limit bucket", async (context) => {
    if (!(await canUseSecondLoopback(api.port))) context.skip();
    // From 127.0.0.2, a new forwarded address per request changes nothing: its own address is the bucket.
    for (let i = 0; i < 2; i++) {
      const res = await json("/api/login", { email: `guess${i}@x.test`, password: "x" }, { from: UNTRUSTED_PEER, xff: `192.0.2.${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await json("/api/login", { email: "guess9@x.test", password: "x" }, { from: UNTRUSTED_PEER, xff: "192.0.2.77" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Leads too.
    const person = (i: number) => ({ ...CONTACT, email: `person${i}@example.com` });
    for (let i = 0; i < 2; i++) expect((await json("/api/sendEmail", person(i), { from: UNTRUSTED_PEER, xff: `192.0.2.${100 + i}` })).status).toBe(201);
    expect((await json("/api/sendEmail", person(2), { from: UNTRUSTED_PEER, xff: "192.0.2.200" })).status).toBe(429);

    // The trusted proxy (127.0.0.1) does speak for visitors: each forwarded address is its own bucket…
    for (let i = 0; i < 3; i++) expect((await json("/api/login", { email: STAFF_EMAIL, password: "wrong" }, { xff: `203.0.113.${10 + i}` })).status).toBe(401);
    // …and the right-most entry is the one it appended; a visitor-supplied one in front is ignored.
    expect((await json("/api/login", { email: "a@x.test", password: "x" }, { xff: "192.0.2.250, 203.0.113.40" })).status).toBe(401);
    expect((await json("/api/login", { email: "b@x.test", password: "x" }, { xff: "192.0.2.251, 203.0.113.40" })).status).toBe(401);
    expect((await json("/api/login", { email: "c@x.test", password: "x" }, { xff: "192.0.2.252, 203.0.113.40" })).status).toBe(429);
    // 127.0.0.2 cannot reach a visitor's bucket either: 203.0.113.50 is still fresh.
    expect((await json("/api/login", { email: "d@x.test", password: "x" }, { xff: "203.0.113.50" })).status).toBe(401);
  });
});

describe("HTTP timeouts against slow clients (slowloris)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ name: "sqlite" }, { API_HEADERS_TIMEOUT_MS: "600", API_REQUEST_TIMEOUT_MS: "1500", API_KEEP_ALIVE_TIMEOUT_MS: "500" });
  });
  afterAll(() => api?.close());

  /** Opens a socket, runs `feed` on it; resolves with what came back and when the server closed it. */
  function slowClient(feed: (socket: net.Socket) => Promise<void>): Promise<{ closedAfterMs: number; answer: string }> {
    return new Promise((resolve) => {
      const started = performance.now();
      const socket = net.connect({ host: "127.0.0.1", port: api.port });
      let answer = "";
      let done = false;
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
      const finish = () => {
        if (done) return;
        done = true;
        resolve({ closedAfterMs: performance.now() - started, answer });
      };
      socket.on("close", finish);
      socket.on("error", finish);
      socket.on("connect", () => {
        feed(socket).catch(() => undefined);
      });
      setTimeout(() => {
        socket.destroy();
        finish();
      }, 10_000).unref();
    });
  }
  const trickle = async (socket: net.Socket, pieces: string[], everyMs: number) => {
    for (const piece of pieces) {
      if (socket.destroyed) return;
      socket.write(piece);
      await sleep(everyMs);
    }
  };
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { message: string };

  it("closes a connection whose headers arrive byte by byte, with 408 { message }", async () => {
    const headers = ["GET /api/health HTTP/1.1\r\n", "Host: x\r\n", ...Array.from({ length: 60 }, (_, i) => `X-Slow-${i}: y\r\n`)];
    const result = await slowClient((socket) => trickle(socket, headers, 100));
    expect(result.closedAfterMs).toBeLessThan(2500);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(result.answer)).toEqual({ message: "The request took too long to arrive" });
  });

  it("closes a connection whose body never finishes, with 408 { message }", async () => {
    const head = "POST /api/sendEmail HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    const result = await slowClient((socket) => trickle(socket, [head, ...Array.from({ length: 100 }, () => " ")], 100));
    expect(result.closedAfterMs).toBeLessThan(3500);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(result.answer).message).toBe("The request took too long to arrive");
  });

  it("closes a connection that never sends anything, and an idle keep-alive connection", async () => {
    const silent = await slowClient(async () => undefined);
    expect(silent.closedAfterMs).toBeLessThan(2500);
    const idle = await slowClient(async (socket) => {
      socket.write(encodeRequest({ method: "GET", target: "/api/health", headers: [["Connection", "keep-alive"]] }));
    });
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(idle.closedAfterMs).toBeLessThan(2500);
  });

  it("keeps serving others while 100 slow clients hang on, then sheds them all", async () => {
    const slow = Array.from({ length: 100 }, () => slowClient((socket) => trickle(socket, ["GET /api/health HTTP/1.1\r\n", ...Array.from({ length: 40 }, () => "X: y\r\n")], 100)));
    await sleep(200);
    const started = performance.now();
    expect((await api.json("/api/health")).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    const results = await Promise.all(slow);
    expect(results.every((r) => r.closedAfterMs < 3000)).toBe(true);
    expect((await api.json("/api/health")).status).toBe(200);
  });
});
