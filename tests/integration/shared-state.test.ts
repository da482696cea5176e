import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildApi, childApiEnv, startChildApi } from "../support/api/child-api";
import { blogForm, databases, STAFF_EMAIL, STAFF_PASSWORD } from "../support/api/start-test-api";

/** Several instances behind a load balancer (ADR 019): what one counts, stores or changes, the other knows at once. */

const LIMITS = {
  RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: "5",
  RATE_LIMIT_LOGIN_PER_ACCOUNT: "100",
  RATE_LIMIT_LOGIN_PER_IP: "20",
  RATE_LIMIT_COMMENTS_PER_MINUTE: "5",
  RATE_LIMIT_COMMENTS_PER_HOUR: "30",
  API_TEST_CLOCK: "1",
};

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(api: ChildApi, pathname: string, init: RequestInit & { from?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  // The test speaks from 127.0.0.1, a trusted proxy (the web app's place): it names the visitor.
  if (init.from) headers.set("X-Forwarded-For", init.from);
  if (typeof init.body === "string") headers.set("Content-Type", "application/json");
  const res = await fetch(`${api.url}${pathname}`, { ...init, headers });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

const login = (api: ChildApi, body: Record<string, unknown>, from: string) => call(api, "/api/login", { method: "POST", body: JSON.stringify(body), from });

describe.each(databases)("two API instances on one $name database", (database) => {
  const apis: ChildApi[] = [];
  let dataDir: string;
  let schema: string | undefined;
  let token: string;
  let deviceToken: string;
  let blogId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "manzil-shared-"));
    const env: Record<string, string> = { ...LIMITS };
    if (database.name === "postgres") {
      schema = `t_${randomBytes(6).toString("hex")}`;
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
      Object.assign(env, { DATABASE_URL: database.url!, DATABASE_SCHEMA: schema });
    }
    // One after the other: the first migrates and seeds, the second finds it done.
    apis.push(await startChildApi(childApiEnv(dataDir, env)));
    apis.push(await startChildApi(childApiEnv(dataDir, env)));
    const signedIn = await login(apis[0]!, { email: STAFF_EMAIL, password: STAFF_PASSWORD }, "198.51.100.1");
    expect(signedIn.status).toBe(200);
    token = signedIn.body.token;
    deviceToken = signedIn.body.deviceToken;
    const created = await fetch(`${apis[0]!.url}/api/blogs`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: blogForm({ title: "Shared state", shortDesc: "", detailedDesc: "<p>x</p>", status: "published", tags: ["packing"] }),
    });
    expect(created.status).toBe(201);
    blogId = ((await created.json()) as { _id: string })._id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    if (schema) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  const each = <T>(count: number, make: (i: number, api: ChildApi) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => make(i, apis[i % 2]!)));

  it("the login limit holds exactly across instances: of 12 wrong logins sent at once to both, 5 are checked", async () => {
    const answers = await each(12, (_, api) => login(api, { email: "nobody@manzil.test", password: "wrong password" }, "203.0.113.10"));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(answers.find((a) => a.status === 429)!.body.message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
  });

  it("the comment limit holds exactly across instances: of 8 comments in a minute, alternating, 5 are stored", async () => {
    const answers = await each(8, (i, api) =>
      call(api, "/api/comments", { method: "POST", body: JSON.stringify({ blogId, name: "Bilal", commentText: `Comment ${i}` }), from: "203.0.113.20" }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe("Too many comments from your connection. Please wait a little and try again.");
  });

  it("a comment retried on the other instance with its idempotency key is stored once and answered with the first", async () => {
    const comment = { blogId, name: "Sana", commentText: "Retried by the load balancer" };
    const headers = { "Idempotency-Key": "comment-key-0123456789" };
    const first = await call(apis[0]!, "/api/comments", { method: "POST", body: JSON.stringify(comment), headers, from: "203.0.113.30" });
    const retry = await call(apis[1]!, "/api/comments", { method: "POST", body: JSON.stringify(comment), headers, from: "203.0.113.30" });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body._id).toBe(first.body._id);
    // Both at once, on both instances: still one.
    const again = { ...comment, commentText: "Sent twice at the same moment" };
    const racing = await each(4, (_, api) => call(api, "/api/comments", { method: "POST", body: JSON.stringify(again), headers, from: "203.0.113.31" }));
    expect(new Set(racing.map((a) => a.body._id)).size).toBe(1);
    const list = await call(apis[1]!, `/api/comments/${blogId}`);
    expect(list.body.data.filter((c: { commentText: string }) => c.commentText === comment.commentText)).toHaveLength(1);
    expect(list.body.data.filter((c: { commentText: string }) => c.commentText === again.commentText)).toHaveLength(1);
  });

  it("tag counts are fresh on the other instance right after a post is saved through one", async () => {
    const before = await call(apis[1]!, "/api/blogs/tags");
    expect(before.body.tags).toContainEqual({ tag: "PACKING", count: 1 });
    const created = await fetch(`${apis[0]!.url}/api/blogs`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: blogForm({ title: "Another packing post", shortDesc: "", detailedDesc: "<p>y</p>", status: "published", tags: ["packing", "storage"] }),
    });
    expect(created.status).toBe(201);
    const after = await call(apis[1]!, "/api/blogs/tags");
    expect(after.body.tags).toContainEqual({ tag: "PACKING", count: 2 });
    expect(after.body.tags).toContainEqual({ tag: "STORAGE", count: 1 });
  });

  it("the test clock moved through one instance moves the other", async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const form = blogForm({ title: "Scheduled for later", shortDesc: "", detailedDesc: "<p>z</p>", status: "published" });
    form.append("publishAt", inAnHour);
    const created = await fetch(`${apis[0]!.url}/api/blogs`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;
    expect((await call(apis[1]!, `/api/blogs/byId?id=${id}`)).status).toBe(404);
    const moved = await call(apis[0]!, "/api/test/clock", { method: "PUT", body: JSON.stringify({ offsetMs: 2 * 3_600_000 }), headers: { Authorization: `Bearer ${token}` } });
    expect(moved.status).toBe(200);
    expect((await call(apis[1]!, `/api/blogs/byId?id=${id}`)).status).toBe(200);
    await call(apis[1]!, "/api/test/clock", { method: "PUT", body: JSON.stringify({ offsetMs: 0 }), headers: { Authorization: `Bearer ${token}` } });
    expect((await call(apis[0]!, `/api/blogs/byId?id=${id}`)).status).toBe(404);
  });

  it("device cookies: 110 wrong logins from 22 addresses lock out unknown devices, yet the staff member's known browser signs in on either instance", async () => {
    // The token the first sign-in gave this browser (its device cookie on the web side).
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let round = 0; round < 5; round++) {
      await each(22, (i, api) => login(api, { email: STAFF_EMAIL, password: `guess ${round}.${i}` }, `192.0.2.${100 + i}`));
    }
    // The right password from an unknown device at a fresh address: held by the per-account limit.
    const stranger = await login(apis[0]!, { email: STAFF_EMAIL, password: STAFF_PASSWORD }, "198.51.100.77");
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Too many failed login attempts/);
    // A made-up or another account's device token is an unknown device too.
    const forged = await login(apis[1]!, { email: STAFF_EMAIL, password: STAFF_PASSWORD, deviceToken: "A".repeat(43) }, "198.51.100.78");
    expect(forged.status).toBe(429);
    for (const api of apis) {
      const known = await login(api, { email: STAFF_EMAIL, password: STAFF_PASSWORD, deviceToken }, "198.51.100.79");
      expect(known.status).toBe(200);
      expect(known.body.token).toBeTruthy();
      expect(known.body.deviceToken).toBe(deviceToken);
    }
    // The known device is still held by its own limit: 5 wrong passwords, then 429 even for the right one.
    const guesses = await each(7, (_, api) => login(api, { email: STAFF_EMAIL, password: "wrong again", deviceToken }, "198.51.100.79"));
    expect(guesses.filter((a) => a.status === 401)).toHaveLength(5);
    expect(guesses.filter((a) => a.status === 429)).toHaveLength(2);
  });
});
