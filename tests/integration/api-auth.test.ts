import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAnswerSchema } from "../../api/contract/auth";
import { bearer, createBlog, databases, jsonRequest, STAFF_EMAIL, STAFF_PASSWORD, startTestApi, type TestApi } from "../support/api/start-test-api";

/** Every staff-only call of the contract. */
const STAFF_CALLS: Array<[string, string, RequestInit?]> = [
  ["POST", "/api/blogs", { body: new URLSearchParams({ title: "x" }) }],
  ["PUT", "/api/blogs?id=AAAAAAAAAAAA", { body: new URLSearchParams({ title: "x" }) }],
  ["DELETE", "/api/blogs?id=AAAAAAAAAAAA"],
  ["DELETE", "/api/blogs/?id=AAAAAAAAAAAA"],
  ["POST", "/api/logout"],
  ["GET", "/api/me"],
  ["GET", "/api/users"],
  ["DELETE", "/api/comments/AAAAAAAAAAAA"],
  ["GET", "/api/leads"],
  ["GET", "/api/leads/AAAAAAAAAAAA"],
  ["PATCH", "/api/leads/AAAAAAAAAAAA", jsonRequest("PATCH", { status: "closed" })],
];

describe.each(databases)("staff auth on $name", (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const login = (body: unknown, headers: Record<string, string> = {}) => api.json("/api/login", jsonRequest("POST", body, headers));

  it("logs in: 200 { token, user: { _id, id, name, email } }, e-mail case-insensitive", async () => {
    const res = await login({ email: `  ${STAFF_EMAIL.toUpperCase()} `, password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    const answer = loginAnswerSchema.parse(res.body);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.user).toEqual({ _id: answer.user._id, id: answer.user._id, name: "Test Staff", email: STAFF_EMAIL });
    expect(res.body.user).not.toHaveProperty("password_hash");
    const me = await api.json("/api/me", { headers: bearer(answer.token) });
    expect(me).toMatchObject({ status: 200, body: { user: answer.user } });
  });

  it("stores only a hash of the token, and each login gets a new one", async () => {
    const a = await api.login();
    const b = await api.login();
    expect(a).not.toBe(b);
    const rows = await api.db.selectFrom("staff_tokens").select("token_hash").execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(a);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it("answers 400 with the required-field messages for missing fields", async () => {
    const noEmail = await login({ password: "x" });
    expect(noEmail).toMatchObject({ status: 400, body: { message: "Email is required", errors: { email: ["Email is required"] } } });
    const blankEmail = await login({ email: "  ", password: "x" });
    expect(blankEmail.body.message).toBe("Email is required");
    const noPassword = await login({ email: STAFF_EMAIL, password: "" });
    expect(noPassword).toMatchObject({ status: 400, body: { message: "Password is required", errors: { password: ["Password is required"] } } });
    const malformed = await api.json("/api/login", jsonRequest("POST", '{"email":'));
    expect(malformed).toMatchObject({ status: 400, body: { message: "Malformed JSON body" } });
  });

  it("gives the same 401 for an unknown e-mail and for a wrong password", async () => {
    const unknown = await login({ email: "nobody@manzil.test", password: STAFF_PASSWORD });
    const wrong = await login({ email: STAFF_EMAIL, password: "not the password" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ message: "Invalid email or password" });
    expect(wrong.body).toEqual(unknown.body);
  });

  it("answers 401 { message: 'Unauthorized' } on every staff call without a valid token", async () => {
    for (const authorization of [undefined, "Bearer " + "A".repeat(43), "Bearer nonsense", "Basic abc"]) {
      for (const [method, path, init] of STAFF_CALLS) {
        const headers = new Headers(init?.headers);
        if (authorization) headers.set("Authorization", authorization);
        const res = await api.json(path, { ...init, method, headers });
        expect([method, path, authorization, res.status]).toEqual([method, path, authorization, 401]);
        expect(res.body).toEqual({ message: "Unauthorized" });
      }
    }
  });

  it("logout revokes the token (401 afterwards) and leaves the staff member's other tokens alive", async () => {
    const token = await api.login();
    const other = await api.login();
    expect(await api.json("/api/logout", { method: "POST", headers: bearer(token) })).toMatchObject({ status: 200, body: { success: true } });
    expect((await api.json("/api/me", { headers: bearer(token) })).status).toBe(401);
    expect((await createBlog(api, token, { title: "After logout" })).status).toBe(401);
    expect((await api.json("/api/logout", { method: "POST", headers: bearer(token) })).status).toBe(401);
    expect((await api.json("/api/me", { headers: bearer(other) })).status).toBe(200);
  });

  it("lists staff for the admin table: { Users: [{ _id, name }] }", async () => {
    const token = await api.login();
    const me = (await api.json("/api/me", { headers: bearer(token) })).body.user;
    const res = await api.json("/api/users", { headers: bearer(token) });
    expect(res).toMatchObject({ status: 200, body: { Users: [{ _id: me._id, name: "Test Staff" }] } });
    expect(Object.keys(res.body.Users[0]).sort()).toEqual(["_id", "name"]);
  });
});

describe.each(databases)("token expiry on $name", (database) => {
  it("expires a token left idle longer than TOKEN_IDLE_MINUTES; use keeps it alive", async () => {
    const api = await startTestApi(database, { TOKEN_IDLE_MINUTES: String(1.2 / 60) }); // 1.2 s
    try {
      const token = await api.login();
      // Used every 0.6 s for 1.8 s in all: older than the idle limit, still alive.
      for (let i = 0; i < 3; i++) {
        await sleep(600);
        expect((await api.json("/api/me", { headers: bearer(token) })).status).toBe(200);
      }
      await sleep(1400);
      expect(await api.json("/api/me", { headers: bearer(token) })).toMatchObject({ status: 401, body: { message: "Unauthorized" } });
    } finally {
      await api.close();
    }
  });

  it("expires a token TOKEN_ABSOLUTE_HOURS after login however much it is used", async () => {
    const api = await startTestApi(database, { TOKEN_ABSOLUTE_HOURS: String(1.2 / 3600) }); // 1.2 s
    try {
      const token = await api.login();
      expect((await api.json("/api/me", { headers: bearer(token) })).status).toBe(200);
      await sleep(600);
      expect((await api.json("/api/me", { headers: bearer(token) })).status).toBe(200);
      await sleep(700);
      expect((await api.json("/api/me", { headers: bearer(token) })).status).toBe(401);
    } finally {
      await api.close();
    }
  });
});

describe.each(databases)("login throttling on $name", (database) => {
  const limits = { RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: "3", RATE_LIMIT_LOGIN_PER_ACCOUNT: "6", RATE_LIMIT_LOGIN_PER_IP: "5" };
  const loginTo = (api: TestApi) => (email: string, password: string, ip: string) =>
    api.json("/api/login", jsonRequest("POST", { email, password }, { "X-Forwarded-For": ip }));

  it("locks one address out of an account after 3 failures, while staff at another address still get in", async () => {
    const api = await startTestApi(database, limits);
    try {
      const login = loginTo(api);
      for (let i = 0; i < 3; i++) expect((await login(STAFF_EMAIL, "wrong password", "203.0.113.7")).status).toBe(401);
      const locked = await login(STAFF_EMAIL, STAFF_PASSWORD, "203.0.113.7");
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/Too many failed login attempts/);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(900);
      expect((await login(STAFF_EMAIL, STAFF_PASSWORD, "198.51.100.20")).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it("locks an account after 6 failures spread over many addresses, even for the right password", async () => {
    const api = await startTestApi(database, limits);
    try {
      const login = loginTo(api);
      for (let i = 0; i < 6; i++) expect((await login(STAFF_EMAIL, "wrong password", `198.51.100.${i + 1}`)).status).toBe(401);
      expect((await login(STAFF_EMAIL, STAFF_PASSWORD, "198.51.100.50")).status).toBe(429);
    } finally {
      await api.close();
    }
  });

  it("blocks an address after 5 failures whatever e-mails it tries; other addresses still get in", async () => {
    const api = await startTestApi(database, limits);
    try {
      const login = loginTo(api);
      for (let i = 0; i < 5; i++) expect((await login(`guess${i}@manzil.test`, "x", "203.0.113.99")).status).toBe(401);
      expect((await login("guess-new@manzil.test", "x", "203.0.113.99")).status).toBe(429);
      // Unknown and known accounts are throttled alike: no hint which exist.
      expect((await login("guess0@manzil.test", "x", "203.0.113.98")).status).toBe(401);
      expect((await login(STAFF_EMAIL, STAFF_PASSWORD, "203.0.113.98")).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it("parallel guesses do not beat the throttle: of 60 wrong logins sent at once, only the limit is checked", async () => {
    const api = await startTestApi(database, limits);
    try {
      const login = loginTo(api);
      const answers = await Promise.all(Array.from({ length: 60 }, () => login(STAFF_EMAIL, "wrong password", "192.0.2.44")));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(57);
      // The right password from the attacker's address is refused too; from elsewhere it works.
      expect((await login(STAFF_EMAIL, STAFF_PASSWORD, "192.0.2.44")).status).toBe(429);
      expect((await login(STAFF_EMAIL, STAFF_PASSWORD, "192.0.2.45")).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it("a correct login does not use up the address's allowance", async () => {
    const api = await startTestApi(database, limits);
    try {
      const login = loginTo(api);
      for (let i = 0; i < 8; i++) expect((await login(STAFF_EMAIL, STAFF_PASSWORD, "192.0.2.60")).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await login(STAFF_EMAIL, "wrong", "192.0.2.60")).status).toBe(401);
    } finally {
      await api.close();
    }
  });
});

describe.each(databases)("X-Forwarded-For from an untrusted peer on $name", (database) => {
  it("is ignored, so a client cannot dodge the per-address limit", async () => {
    const api = await startTestApi(database, { RATE_LIMIT_LOGIN_PER_IP: "2", TRUSTED_PROXY: "10.255.255.1" });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await api.json("/api/login", jsonRequest("POST", { email: `a${i}@x.test`, password: "x" }, { "X-Forwarded-For": `192.0.2.${i}` }));
        expect(res.status).toBe(401);
      }
      const third = await api.json("/api/login", jsonRequest("POST", { email: "a9@x.test", password: "x" }, { "X-Forwarded-For": "192.0.2.77" }));
      expect(third.status).toBe(429);
    } finally {
      await api.close();
    }
  });
});
