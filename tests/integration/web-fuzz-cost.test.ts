import fc from "fast-check";
import { spawn } from "node:child_process";
import net from "node:net";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawHttpError, rawRequest } from "../support/api/raw-http";
import { type ProductionSite, SITE_STAFF, startProductionSite } from "../support/site/production-site";
import { type CostCase, dataRequestCases, discoveryCases, formCases, partCases, pathCases, type SlowSender, slowSenders } from "../support/site/web-cost-cases";

/**
 * Small, well-formed but costly requests (ADR 018): each answered within 2 s, never a 5xx, no crash or restart,
 * /healthz within 200 ms throughout. FUZZ_SEED=<n> replays a run; WEB_COST_RUNS scales it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.WEB_COST_RUNS) > 0 ? Number(process.env.WEB_COST_RUNS) : 60;
const ANSWER_WITHIN_MS = 2_000;
const HEALTH_WITHIN_MS = 200;

function trickle(port: number, target: string, origin: string, sender: SlowSender): { done: Promise<{ status: number; ms: number }>; stop(): void } {
  const started = performance.now();
  const socket = net.connect({ port, host: "127.0.0.1" });
  socket.on("error", () => {});
  let received = "";
  const done = new Promise<{ status: number; ms: number }>((resolve) => {
    const finish = () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), ms: performance.now() - started });
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("close", finish);
  });
  socket.write(`POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${sender.declared}\r\n\r\n`);
  const timer = setInterval(() => socket.writable && socket.write("a".repeat(sender.bytesPerTick)), sender.tickMs);
  socket.on("close", () => clearInterval(timer));
  return { done, stop: () => socket.destroy() };
}

type HealthTimes = { web: number; control: number };

/** A bare server polled alongside tells a costly request (only the web server slows) from a busy machine (both do). */
function healthPoller(webUrl: string, controlUrl: string): { stop(): Promise<HealthTimes> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const slowest = { web: 0, control: 0 };
     let polling = true;
     parentPort.on("message", () => (polling = false));
     const time = async (key, url) => {
       const started = performance.now();
       const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(async (res) => (await res.arrayBuffer(), res.ok), () => false);
       slowest[key] = Math.max(slowest[key], ok ? performance.now() - started : Infinity);
     };
     (async () => {
       while (polling) {
         await Promise.all([time("web", workerData.web), time("control", workerData.control)]);
         await new Promise((r) => setTimeout(r, 50));
       }
       parentPort.postMessage(slowest);
     })();`,
    { eval: true, workerData: { web: webUrl, control: controlUrl } },
  );
  return {
    stop: () =>
      new Promise<HealthTimes>((resolve) => {
        worker.once("message", (slowest: HealthTimes) => void worker.terminate().then(() => resolve(slowest)));
        worker.postMessage("stop");
      }),
  };
}

async function startControlServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(0, "127.0.0.1", function () { console.log(this.address().port); })`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", () => reject(new Error("the control server exited")));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

describe("web server fuzz: requests that cost more than they weigh", () => {
  let site: ProductionSite;
  let postPath: string;
  let staffCookie: string;
  let webPid: number | undefined;

  beforeAll(async () => {
    site = await startProductionSite();
    webPid = site.site.web.pid;
    const { blogs } = (await (await fetch(`${site.apiUrl}/api/blogs`)).json()) as { blogs: Array<{ _id: string }> };
    const redirect = await fetch(`${site.url}/blog/${blogs[0]!._id}`, { redirect: "manual" });
    postPath = new URL(redirect.headers.get("location")!, site.url).pathname;
    const signIn = await fetch(`${site.url}/login`, { method: "POST", body: new URLSearchParams(SITE_STAFF), redirect: "manual" });
    staffCookie = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
    expect(staffCookie).toContain("__session=");
  }, 240_000);
  afterAll(() => site?.stop());

  it("answers every generated costly request within 2 s (a 4xx beyond the caps), never restarts, and keeps /healthz within 200 ms", async () => {
    const control = await startControlServer();
    const poller = healthPoller(`${site.url}/healthz`, control.url);
    let health: HealthTimes = { web: Infinity, control: Infinity };

    // Each must be cut (408) soon after the grace, without a slot left held.
    const senders = fc.sample(slowSenders, { numRuns: 4, seed: SEED });
    const trickling = senders.map((sender, i) => trickle(site.port, i % 2 ? "/contact" : postPath, site.url, sender));

    const send = async (fuzz: CostCase): Promise<void> => {
      // With `Connection: close` Node closes the socket as soon as a refusal is written and the rest of the body resets it.
      const headers: Array<[string, string | Buffer]> = [...(fuzz.request.headers ?? []), ["Connection", "keep-alive"]];
      if (fuzz.staff) headers.push(["Cookie", staffCookie]);
      let answer;
      try {
        answer = await rawRequest(site.port, { ...fuzz.request, headers }, { timeoutMs: ANSWER_WITHIN_MS });
      } catch (error) {
        const what = error instanceof RawHttpError ? `${error.code}: ${error.message}` : String(error);
        const crashed = site.site.web.pid !== webPid ? "; the web server died and was restarted" : "";
        throw new Error(`${fuzz.kind} ${String(fuzz.request.target).slice(0, 80)}: no answer within ${ANSWER_WITHIN_MS} ms (${what})${crashed}`);
      }
      if (answer.status >= 500 || (fuzz.overCap && answer.status < 400)) {
        throw new Error(`${fuzz.kind} ${String(fuzz.request.target).slice(0, 80)}: ${answer.status} ${answer.body.toString("utf8", 0, 200)}`);
      }
    };
    // No shrinking: after a crash every smaller case would fail for that reason alone.
    const options = { seed: SEED, endOnFailure: true } as const;
    try {
      await fc.assert(fc.asyncProperty(formCases(postPath, site.url), send), { ...options, numRuns: RUNS * 3 });
      await fc.assert(fc.asyncProperty(pathCases, send), { ...options, numRuns: RUNS * 2 });
      await fc.assert(fc.asyncProperty(discoveryCases, send), { ...options, numRuns: RUNS });
      await fc.assert(fc.asyncProperty(dataRequestCases, send), { ...options, numRuns: RUNS });
      await fc.assert(fc.asyncProperty(partCases(site.url), send), { ...options, numRuns: Math.ceil(RUNS / 4) });

      const cut = await Promise.all(trickling.map((t) => Promise.race([t.done, new Promise<{ status: number; ms: number }>((r) => setTimeout(() => r({ status: 0, ms: Infinity }), 20_000))])));
      for (const [i, { status, ms }] of cut.entries()) {
        expect(status, `slow sender ${JSON.stringify(senders[i])}`).toBe(408);
        expect(ms, `slow sender ${JSON.stringify(senders[i])}`).toBeLessThan(15_000);
      }
    } finally {
      health = await poller.stop();
      control.stop();
      for (const t of trickling) t.stop();
    }

    expect(site.site.web.restartCount).toBe(0);
    expect(site.site.web.pid).toBe(webPid);
    expect(site.webRssMb()).toBeLessThan(400);
    const healthBound = Math.max(HEALTH_WITHIN_MS, 2 * health.control);
    expect(health.web, `slowest /healthz ${health.web.toFixed(0)} ms; bare server's slowest ${health.control.toFixed(0)} ms`).toBeLessThan(healthBound);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  }, 120_000);
});
