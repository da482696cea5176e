import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { rereadEnvForTests } from "~/shared/env.server";
import { ApiError, apiRequest, apiStream, apiTimeoutMs, DEFAULT_API_TIMEOUT_MS } from "./client.server";

/**
 * A hanging API: every call gives up at the configured timeout
 * (docs/requirements.md, Constants: 10 000 ms in production) instead of holding the visitor's page.
 * A real server on loopback that accepts the request and never answers.
 */
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer(() => {
    // Never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  delete process.env.API_TIMEOUT_MS;
  delete process.env.API_URL;
  rereadEnvForTests();
});

describe("API timeout", () => {
  it("is 10 000 ms unless configured (docs/requirements.md, Constants)", () => {
    expect(DEFAULT_API_TIMEOUT_MS).toBe(10_000);
    expect(apiTimeoutMs()).toBe(10_000);
    process.env.API_TIMEOUT_MS = "250";
    rereadEnvForTests();
    expect(apiTimeoutMs()).toBe(250);
  });

  it("gives up on a hanging API at the configured value with a timeout error", async () => {
    process.env.API_URL = url;
    process.env.API_TIMEOUT_MS = "300";
    rereadEnvForTests();
    const started = Date.now();
    const error = await apiRequest("/api/blogs", { schema: z.unknown() }).catch((e: unknown) => e);
    const waited = Date.now() - started;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("timeout");
    // Not before the configured time, and not long after it.
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(5_000);
  });

  it("reports an unreachable API as a network error, not a timeout", async () => {
    process.env.API_URL = "http://127.0.0.1:9";
    rereadEnvForTests();
    const error = await apiRequest("/api/blogs", { schema: z.unknown() }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe("network");
  });
});

describe("a streamed answer (the CSV export, pictures)", () => {
  it("gives up on a hanging API at the timeout, but lets a body that started stream past it", async () => {
    process.env.API_TIMEOUT_MS = "300";
    process.env.API_URL = url;
    rereadEnvForTests();
    const hung = await apiStream("/api/leads/export.csv").catch((e: unknown) => e);
    expect((hung as ApiError).kind).toBe("timeout");

    // Rows that keep coming for twice the timeout all arrive.
    const slow = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(`row ${++sent}\n`);
        if (sent === 6) {
          clearInterval(timer);
          res.end();
        }
      }, 100);
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    process.env.API_URL = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    rereadEnvForTests();
    const answer = await apiStream("/api/leads/export.csv");
    expect((await answer.text()).split("\n").filter(Boolean)).toHaveLength(6);
    await new Promise((resolve) => slow.close(resolve));
  });
});
