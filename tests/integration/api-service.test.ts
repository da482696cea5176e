import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";

describe.each(databases)("service behaviour on $name", (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it("reports health: 200 { status: 'ok', database: 'ok' }", async () => {
    expect(await api.json("/api/health")).toMatchObject({ status: 200, body: { status: "ok", database: "ok" } });
  });

  it("answers unknown routes with 404 { message: 'Not found' }", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/health"],
      ["GET", "/"],
      ["PATCH", "/api/blogs"],
    ]) {
      expect(await api.json(path!, { method })).toMatchObject({ status: 404, body: { message: "Not found" } });
    }
  });

  it("answers malformed or non-object JSON with 400", async () => {
    expect(await api.json("/api/comments", jsonRequest("POST", "{bad"))).toMatchObject({ status: 400, body: { message: "Malformed JSON body" } });
    expect(await api.json("/api/comments", jsonRequest("POST", ""))).toMatchObject({ status: 400, body: { message: "Request body must be JSON" } });
    expect(await api.json("/api/comments", jsonRequest("POST", "null"))).toMatchObject({ status: 400, body: { message: "Request body must be a JSON object" } });
  });

  it("refuses JSON bodies over 64 KB with 413 and a message", async () => {
    const res = await api.json("/api/sendEmail", jsonRequest("POST", { name: "x", email: "a@b.example", message: "m".repeat(70 * 1024) }));
    expect(res).toMatchObject({ status: 413, body: { message: "Request body is too large (limit 64 KB)" } });
  });

  it("marks API answers no-store and nosniff", async () => {
    const res = await api.fetch("/api/blogs");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe.each(databases)("database failure on $name", (database) => {
  it("reports 503 from /api/health and a bare 500 elsewhere, without details", async () => {
    const api = await startTestApi(database);
    try {
      await api.db.destroy();
      expect(await api.json("/api/health")).toMatchObject({ status: 503, body: { status: "error", database: "error" } });
      const res = await api.json("/api/blogs");
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: "Internal server error" });
    } finally {
      await api.close();
    }
  });
});
