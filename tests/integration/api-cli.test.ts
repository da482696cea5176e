import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffStore } from "../../api/auth/staff-store";
import { TokenStore } from "../../api/auth/tokens";
import { runStaffCommand, UsageError } from "../../api/cli/staff-commands";
import { backupSqlite, restoreSqlite } from "../../api/cli/sqlite-backup";
import { loadConfig } from "../../api/config";
import { bearer, createBlog, databases, jsonRequest, makeJpeg, startTestApi, type TestApi } from "../support/api/start-test-api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const login = (api: TestApi, email: string, password: string) => api.json("/api/login", jsonRequest("POST", { email, password }));

describe("npm run staff, as an operator runs it", () => {
  it("adds an account with the password read from stdin; the account can log in", async () => {
    const api = await startTestApi({ name: "sqlite" });
    try {
      const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ["--import", "tsx", path.join(root, "api/cli/staff.ts"), "add", "Ops@Manzil.test", "Ops", "Person"],
          // Only what the command needs: no DATABASE_URL or secrets from the runner's environment.
          { cwd: root, encoding: "utf8", timeout: 30_000, env: { PATH: process.env.PATH, DATA_DIR: api.dataDir, PASSWORD_SCRYPT_LOG2N: "10" } as unknown as NodeJS.ProcessEnv },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
        child.stdin!.end("first long password\n");
      });
      expect(result, result.stderr).toMatchObject({ code: 0, stdout: "Added Ops Person <ops@manzil.test>.\n" });
      const res = await login(api, "ops@manzil.test", "first long password");
      expect(res.status).toBe(200);
      expect(res.body.user.name).toBe("Ops Person");
    } finally {
      await api.close();
    }
  });
});

describe.each(databases)("staff commands on $name", (database) => {
  let api: TestApi;
  const lines: string[] = [];
  const staff = (args: string[], password = "") =>
    runStaffCommand(args, {
      staff: new StaffStore(api.db),
      tokens: new TokenStore(api.db, api.config.tokens),
      log2N: 10,
      readPassword: async () => password,
      print: (line) => lines.push(line),
    });
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it("add refuses passwords under 12 characters, bad arguments and taken e-mails", async () => {
    await expect(staff(["add", "ops@manzil.test", "Ops"], "too short")).rejects.toThrow("at least 12 characters");
    await expect(staff(["add", "not-an-email", "Ops"], "long enough password")).rejects.toBeInstanceOf(UsageError);
    await expect(staff(["add", "ops@manzil.test"], "long enough password")).rejects.toBeInstanceOf(UsageError);
    await expect(staff(["add", "STAFF@manzil.test", "Dup"], "long enough password")).rejects.toThrow("already has an account");
    await expect(staff(["frobnicate"])).rejects.toBeInstanceOf(UsageError);
  });

  it("add, list, passwd (signs the account out everywhere), remove (revokes, posts stay)", async () => {
    await staff(["add", "ops@manzil.test", "Ops", "Person"], "first long password");
    const first = await login(api, "ops@manzil.test", "first long password");
    expect(first.status).toBe(200);
    const post = (await createBlog(api, first.body.token, { title: "By ops" })).body;

    lines.length = 0;
    await staff(["list"]);
    expect(lines.join("\n")).toMatch(/staff@manzil\.test\s+Test Staff/);
    expect(lines.join("\n")).toMatch(/ops@manzil\.test\s+Ops Person .*1 active session/);

    await staff(["passwd", "ops@manzil.test"], "second long password");
    expect((await api.json("/api/me", { headers: bearer(first.body.token) })).status).toBe(401);
    expect((await login(api, "ops@manzil.test", "first long password")).status).toBe(401);
    const second = await login(api, "ops@manzil.test", "second long password");
    expect(second.status).toBe(200);

    await staff(["remove", "ops@manzil.test"]);
    expect((await api.json("/api/me", { headers: bearer(second.body.token) })).status).toBe(401);
    expect((await login(api, "ops@manzil.test", "second long password")).status).toBe(401);
    const orphan = await api.json(`/api/blogs/byId?id=${post._id}`);
    expect(orphan.body).toMatchObject({ title: "By ops", author: null, blogCreatedBy: null });
    await expect(staff(["remove", "ops@manzil.test"])).rejects.toThrow("No staff account");
  });
});

describe("db:backup and db:restore (SQLite)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "manzil-backup-test-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("backs up while the API runs; restore refuses until it stops, then brings posts and images back", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, API_PORT: "0" });
    let api = await startTestApi({ name: "sqlite" }, { DATA_DIR: dataDir });
    let running = true;
    try {
      const token = await api.login();
      const blog = (await createBlog(api, token, { title: "Worth keeping", images: [[await makeJpeg(600, 400), "a.jpg", "image/jpeg"]] })).body;

      const backup = await backupSqlite(config, path.join(dataDir, "backups", "nightly.db"));
      expect(backup.uploadFiles).toBe(2); // the JPEG and its 400 px WebP
      expect(await readdir(path.join(dataDir, "backups"))).toEqual(["nightly-uploads", "nightly.db"]);

      await expect(restoreSqlite(config, backup.file)).rejects.toThrow(/is running/);

      expect((await api.json(`/api/blogs?id=${blog._id}`, { method: "DELETE", headers: bearer(token) })).status).toBe(200);
      expect((await api.fetch(blog.images[0].url)).status).toBe(404);
      await api.close();
      running = false;
      expect(existsSync(path.join(dataDir, "api.pid"))).toBe(false);

      const done = await restoreSqlite(config, backup.file);
      expect(done.at(-1)).toMatch(/^Database restored from/);

      api = await startTestApi({ name: "sqlite" }, { DATA_DIR: dataDir });
      running = true;
      const back = await api.json(`/api/blogs/byId?id=${blog._id}`);
      expect(back.status).toBe(200);
      expect(back.body.title).toBe("Worth keeping");
      expect((await api.fetch(back.body.images[0].url)).status).toBe(200);
    } finally {
      if (running) await api.close();
    }
  });

  it("refuses a file that is not a backup of this site", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, API_PORT: "0" });
    const junk = path.join(dataDir, "junk.db");
    await writeFile(junk, "not a database");
    await expect(restoreSqlite(config, junk)).rejects.toThrow(/cannot be opened as SQLite/);
  });
});
