import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { rereadEnvForTests } from "~/shared/env.server";
import { apiRequest, apiStream } from "~/shared/api/client.server";
import { logApiFailure } from "~/shared/api/api-failure.server";
import { requireStaff } from "./require-staff.server";
import { commitStaffSession } from "./session.server";

/**
 * A staff token that dies mid-request (revoked, expired at the API) after the
 * guard let the request in: the call that meets the 401 ends the request as
 * the guard would have, whichever feature made it, and no catch turns it
 * into "try again". A real API stand-in on loopback: /api/me accepts the
 * token, everything else refuses it.
 */
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/api/me") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ user: { _id: "u1", name: "Sana", email: "sana@example.com" } }));
      return;
    }
    res.writeHead(401, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "Unauthorized" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  rereadEnvForTests();
});

afterAll(async () => {
  delete process.env.API_URL;
  rereadEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

async function signedInRequest(path: string): Promise<Request> {
  const blank = new Request(`http://localhost${path}`);
  const cookie = await commitStaffSession(blank, { token: "t0ken", user: { _id: "u1", name: "Sana", email: "sana@example.com" } as never });
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookie.split(";")[0]! } });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(Response);
  return caught as Response;
}

describe("a staff token the API stops accepting mid-request", () => {
  it("sends a page to /login, back to where it was, with the session cookie cleared", async () => {
    const request = await signedInRequest("/leads?status=new");
    const staff = await requireStaff(request);
    const answer = await thrown(apiRequest("/api/leads", { token: staff.token, schema: z.unknown() }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/leads?status=new" })}`);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("answers a script (the editor's autosave and save) with a JSON 401 it can act on, cookie cleared", async () => {
    const staff = await requireStaff(await signedInRequest("/blog-edit/abc/autosave"), { respond: "json" });
    const answer = await thrown(apiRequest("/api/blogs/abc/autosave", { method: "POST", json: {}, token: staff.token, schema: z.unknown() }));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ status: "unauthorized" });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^__session=;/);
  });

  it("does the same for a streamed answer (the CSV export, a customer's photo)", async () => {
    const staff = await requireStaff(await signedInRequest("/leads/export.csv"));
    const answer = await thrown(apiStream("/api/leads/export.csv", { token: staff.token }));
    expect(answer.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fleads%2Fexport.csv$/);
  });

  it("is passed on, not logged as a failure, by the catch that words failures", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const staff = await requireStaff(await signedInRequest("/payments"));
    const failure = await apiRequest("/api/payments", { token: staff.token, schema: z.unknown() }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(() => logApiFailure("Payments overview", failure)).toThrow(Response);
    expect(errors).not.toHaveBeenCalled();
    logApiFailure("Payments overview", new Error("boom"));
    expect(errors).toHaveBeenCalledWith("Payments overview failed:", "boom");
    errors.mockRestore();
  });

  it("stays an ordinary refusal for a call made without a staff session (a login attempt)", async () => {
    const failure = await apiRequest("/api/logout", { method: "POST", token: "plain", schema: z.unknown() }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ name: "ApiError", status: 401 });
  });
});
