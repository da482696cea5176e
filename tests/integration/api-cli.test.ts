import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bearer, createBlog, jsonRequest, makeJpeg, startTestApi } from "../../api/test-support/start-test-api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Runs an npm-script entry point (api/cli/*.ts) as its own process, as an operator would. */
function cli(script: string, args: string[], env: Record<string, string>, input = ""): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", path.join(root, "api/cli", script), ...args],
      { cwd: root, env: { PATH: process.env.PATH, ...env, PASSWORD_SCRYPT_LOG2N: "10", LOG_LEVEL: "silent" }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(input);
  });
}

const login = (api: { json: (p: string, i?: RequestInit) => Promise<{ status: number; body: any }> }, email: string, password: string) =>
  api.json("/api/login", jsonRequest("POST", { email, password }));

describe("operator commands (SQLite)", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("npm run staff: add (password from stdin, min 12), list, passwd (signs out), remove (revokes)", async () => {
    const api = await startTestApi({ name: "sqlite" });
    const env = { DATA_DIR: api.dataDir };
    try {
      const short = await cli("staff.ts", ["add", "ops@manzil.test", "Ops", "Person"], env, "too short\n");
      expect(short.code).toBe(1);
      expect(short.stderr).toContain("at least 12 characters");

      const added = await cli("staff.ts", ["add", "Ops@Manzil.test", "Ops", "Person"], env, "first long password\n");
      expect(added).toMatchObject({ code: 0, stdout: "Added Ops Person <ops@manzil.test>.\n" });
      const first = await login(api, "ops@manzil.test", "first long password");
      expect(first.status).toBe(200);
      expect(first.body.user.name).toBe("Ops Person");

      const list = await cli("staff.ts", ["list"], env);
      expect(list.stdout).toMatch(/staff@manzil\.test\s+Test Staff/);
      expect(list.stdout).toMatch(/ops@manzil\.test\s+Ops Person .*1 active session/);

      const passwd = await cli("staff.ts", ["passwd", "ops@manzil.test"], env, "second long password\n");
      expect(passwd.code).toBe(0);
      expect((await api.json("/api/me", { headers: bearer(first.body.token) })).status).toBe(401);
      expect((await login(api, "ops@manzil.test", "first long password")).status).toBe(401);
      const second = await login(api, "ops@manzil.test", "second long password");
      expect(second.status).toBe(200);

      const removed = await cli("staff.ts", ["remove", "ops@manzil.test"], env);
      expect(removed.code).toBe(0);
      expect((await api.json("/api/me", { headers: bearer(second.body.token) })).status).toBe(401);
      expect((await login(api, "ops@manzil.test", "second long password")).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it("db:backup while the API runs; db:restore refuses until it stops, then brings posts and images back", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "manzil-backup-test-"));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir };
    let api = await startTestApi({ name: "sqlite" }, { DATA_DIR: dataDir });
    let closed = false;
    try {
      const token = await api.login();
      const blog = (await createBlog(api, token, { title: "Worth keeping", images: [[await makeJpeg(600, 400), "a.jpg", "image/jpeg"]] })).body;

      const backup = await cli("backup.ts", ["--out", path.join(dataDir, "backups", "nightly.db")], env);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain("nightly.db");
      const backupFile = path.join(dataDir, "backups", "nightly.db");
      expect(await readdir(path.join(dataDir, "backups"))).toEqual(["nightly-uploads", "nightly.db"]);

      const refused = await cli("restore.ts", [backupFile], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is running/);

      expect((await api.json(`/api/blogs?id=${blog._id}`, { method: "DELETE", headers: bearer(token) })).status).toBe(200);
      expect((await api.fetch(blog.images[0].url)).status).toBe(404);
      await api.close();
      closed = true;
      expect(existsSync(path.join(dataDir, "api.pid"))).toBe(false);

      const restored = await cli("restore.ts", [backupFile], env);
      expect(restored.code, restored.stderr).toBe(0);

      api = await startTestApi({ name: "sqlite" }, { DATA_DIR: dataDir });
      closed = false;
      const back = await api.json(`/api/blogs/byId?id=${blog._id}`);
      expect(back.status).toBe(200);
      expect(back.body.title).toBe("Worth keeping");
      expect((await api.fetch(back.body.images[0].url)).status).toBe(200);
    } finally {
      if (!closed) await api.close();
    }
  });
});
