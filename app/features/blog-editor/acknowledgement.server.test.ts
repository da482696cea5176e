import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rereadEnvForTests } from "~/shared/env.server";
import { ApiError, type StaffToken } from "~/shared/api/client.server";
import { createBlog, deleteBlog, updateBlog } from "~/features/blog/index.server";
import { deleteComment } from "./comments-admin.server";

/**
 * Schemas that cannot fail: a delete answered 204 (no body) was
 * reported as a failure, and any 2xx body at all passed. Against a real
 * server on loopback answering as told.
 */
let server: Server;
const token: StaffToken = { value: "token", expired: async () => new Response(null, { status: 401 }) };
let answer: { status: number; body?: string } = { status: 204 };

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(answer.status, answer.body === undefined ? {} : { "content-type": "application/json" });
    res.end(answer.body);
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

beforeEach(() => {
  answer = { status: 204 };
});

describe("deleting a post (docs/requirements.md, Messages: 'Blog Deleted!' on success)", () => {
  it("a 204 with no body and a 200 { success: true } are a success", async () => {
    answer = { status: 204 };
    await expect(deleteBlog("abc123", token)).resolves.toBeUndefined();
    answer = { status: 200, body: JSON.stringify({ success: true }) };
    await expect(deleteBlog("abc123", token)).resolves.toBeUndefined();
  });

  it("a 2xx that does not acknowledge (false, null, another shape) is a failure", async () => {
    for (const body of ["false", "null", JSON.stringify({ success: false }), JSON.stringify({ deleted: 1 })]) {
      answer = { status: 200, body };
      await expect(deleteBlog("abc123", token), body).rejects.toBeInstanceOf(ApiError);
    }
  });
});

describe("deleting a comment", () => {
  it("resolves on 204 and on 200 { success: true }, and throws on an answer that is not an acknowledgement", async () => {
    answer = { status: 204 };
    await expect(deleteComment("c1", token)).resolves.toBeUndefined();
    answer = { status: 200, body: JSON.stringify({ success: true }) };
    await expect(deleteComment("c1", token)).resolves.toBeUndefined();
    answer = { status: 200, body: "[]" };
    await expect(deleteComment("c1", token)).rejects.toBeInstanceOf(ApiError);
  });
});

describe("saving a post (docs/requirements.md, API calls: success when status 200 or 201)", () => {
  it("200 or 201 is a save whatever the body holds (nothing reads it); 204 or another 2xx is not", async () => {
    for (const [status, body] of [[201, JSON.stringify({ _id: "x" })], [201, "<html>proxy page</html>"], [200, "{}"]] as const) {
      answer = { status, body };
      await expect(createBlog(new FormData(), token), `${status} ${body}`).resolves.toBeUndefined();
      await expect(updateBlog("abc123", new FormData(), token)).resolves.toBeUndefined();
    }
    answer = { status: 204 };
    await expect(createBlog(new FormData(), token)).rejects.toBeInstanceOf(ApiError);
    answer = { status: 202, body: "{}" };
    await expect(updateBlog("abc123", new FormData(), token)).rejects.toBeInstanceOf(ApiError);
  });
});
