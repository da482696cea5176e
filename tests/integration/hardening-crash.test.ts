import { existsSync } from "node:fs";
import { copyFile, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { type StoredVariant } from "../../api/blogs/stored-images";
import { type ChildApi, childApiEnv, startChildApi } from "../support/api/child-api";
import { QUOTE } from "../support/api/lead-fixtures";
import { blogForm, makeJpeg, STAFF_EMAIL, STAFF_PASSWORD } from "../support/api/start-test-api";

/** SIGKILL mid-stream: whatever was acknowledged survives, nothing is half-saved, no image file lacks its row. */

interface Acks {
  blogs: Set<string>;
  leads: Set<string>;
}

interface DiskState {
  integrity: string;
  blogs: Array<{ id: string; images: number }>;
  leadReferences: Set<string>;
  missing: string[];
  orphans: string[];
  tmpLeft: string[];
}

async function inspect(dataDir: string): Promise<DiskState> {
  const db = new SQLite(path.join(dataDir, "manzil.db"), { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma("integrity_check") as Array<{ integrity_check: string }>).map((row) => row.integrity_check).join("; ");
    const blogs = db.prepare("select b.id, (select count(*) from blog_images i where i.blog_id = b.id) as images from blogs b").all() as DiskState["blogs"];
    const imageRows = db.prepare("select file_name, variants from blog_images").all() as Array<{ file_name: string; variants: string }>;
    const leadReferences = new Set((db.prepare("select reference from leads").all() as Array<{ reference: string }>).map((row) => row.reference));
    const owned = new Set(imageRows.flatMap((row) => [row.file_name, ...(JSON.parse(row.variants) as StoredVariant[]).map((v) => v.file)]));
    const uploadDir = path.join(dataDir, "uploads");
    const onDisk = (await readdir(uploadDir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
    const tmpLeft = await readdir(path.join(uploadDir, ".tmp")).catch(() => [] as string[]);
    return {
      integrity,
      blogs,
      leadReferences,
      missing: [...owned].filter((file) => !existsSync(path.join(uploadDir, file))),
      orphans: onDisk.filter((file) => !owned.has(file)),
      tmpLeft,
    };
  } finally {
    db.close();
  }
}

async function login(api: ChildApi): Promise<string> {
  const res = await fetch(`${api.url}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Failures after the kill are expected and end a writer. */
function stream(api: ChildApi, token: string, acks: Acks, images: [Buffer, Buffer], cycle: number) {
  let stopped = false;
  let inFlightSaves = 0;
  let saves = 0;
  let leads = 0;
  const blogWriter = async (writer: number) => {
    for (let n = 0; !stopped; n++) {
      inFlightSaves++;
      try {
        const form = blogForm({
          title: `Crash ${cycle}.${writer}.${n}`,
          detailedDesc: "<p>Packing list</p>",
          images: [
            [images[0], "a.jpg", "image/jpeg"],
            [images[1], "b.jpg", "image/jpeg"],
          ],
        });
        const res = await fetch(`${api.url}/api/blogs`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
        if (res.status !== 201) throw new Error(`save answered ${res.status}: ${await res.text()}`);
        acks.blogs.add(((await res.json()) as { _id: string })._id);
        saves++;
      } catch {
        return; // the process is gone
      } finally {
        inFlightSaves--;
      }
    }
  };
  const leadWriter = async () => {
    while (!stopped) {
      try {
        const res = await fetch(`${api.url}/api/sendQuote`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(QUOTE) });
        if (res.status !== 201) throw new Error(`lead answered ${res.status}`);
        acks.leads.add(((await res.json()) as { reference: string }).reference);
        leads++;
      } catch {
        return;
      }
    }
  };
  const writers = Promise.all([blogWriter(1), blogWriter(2), blogWriter(3), leadWriter(), leadWriter(), leadWriter()]);
  return {
    writers,
    counts: () => ({ saves, leads, inFlightSaves }),
    stop: () => {
      stopped = true;
    },
  };
}

function expectConsistent(state: DiskState, acks: Acks, imagesPerPost: number) {
  expect(state.integrity).toBe("ok");
  const half = state.blogs.filter((blog) => blog.images !== imagesPerPost);
  expect(half, "posts without all their image rows").toEqual([]);
  expect(state.missing, "image rows whose files are missing").toEqual([]);
  expect(state.orphans, "image files no row names").toEqual([]);
  expect(state.tmpLeft, "temp files left after the restart").toEqual([]);
  const blogIds = new Set(state.blogs.map((blog) => blog.id));
  expect([...acks.blogs].filter((id) => !blogIds.has(id)), "acknowledged posts lost").toEqual([]);
  expect([...acks.leads].filter((reference) => !state.leadReferences.has(reference)), "acknowledged leads lost").toEqual([]);
}

describe("crash safety (SQLite, kill -9)", () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!();
  });

  async function tempDataDir(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), "manzil-crash-"));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }
  async function start(dataDir: string): Promise<ChildApi> {
    // One process: no save can be running elsewhere, so journalled uploads settle at once.
    const api = await startChildApi(childApiEnv(dataDir, { UPLOAD_CLEANUP_AFTER_MINUTES: "0" }));
    cleanup.push(() => api.kill9());
    return api;
  }

  it(
    "killed mid-stream three times: every acknowledged post and lead survives, no half-saved post, no orphan file",
    async () => {
      const dataDir = await tempDataDir();
      const images: [Buffer, Buffer] = [await makeJpeg(900, 600), await makeJpeg(820, 500)];
      const acks: Acks = { blogs: new Set(), leads: new Set() };
      const recovered: string[] = [];
      for (let cycle = 1; cycle <= 3; cycle++) {
        const api = await start(dataDir);
        if (/Removed \d+ image file/.test(api.output())) recovered.push(api.output().match(/Removed \d+ image file\S*/)![0]);
        expectConsistent(await inspect(dataDir), acks, 2);
        const token = await login(api);
        const run = stream(api, token, acks, images, cycle);
        const deadline = Date.now() + 30_000;
        for (;;) {
          const { saves, leads, inFlightSaves } = run.counts();
          if ((saves >= 3 + cycle && leads >= 15 && inFlightSaves > 0) || Date.now() > deadline) break;
          await sleep(5 + cycle * 7);
        }
        expect(run.counts().saves, "saves acknowledged before the kill").toBeGreaterThanOrEqual(1);
        await api.kill9();
        run.stop();
        await run.writers;
        expect((await api.exited).signal).toBe("SIGKILL");
      }

      const api = await start(dataDir);
      const state = await inspect(dataDir);
      expectConsistent(state, acks, 2);
      expect(acks.blogs.size).toBeGreaterThanOrEqual(3);
      expect(acks.leads.size).toBeGreaterThanOrEqual(45);
      const token = await login(api);
      const list = (await (await fetch(`${api.url}/api/blogs?status=all`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { total: number };
      expect(list.total).toBe(state.blogs.length);
      const health = await fetch(`${api.url}/api/health`);
      expect(health.status).toBe(200);
      console.log(
        `crash test: ${acks.blogs.size} acknowledged posts, ${acks.leads.size} acknowledged leads, ${state.blogs.length} posts and ${state.leadReferences.size} leads on disk after 3 kills` +
          (recovered.length ? `; recovery at start: ${recovered.join(", ")}` : "; no save was caught between its renames and COMMIT"),
      );
    },
    180_000,
  );

  it("a crash between a save's renames and its COMMIT (disk state reproduced) is settled at the next start", async () => {
    const dataDir = await tempDataDir();
    let api = await start(dataDir);
    const token = await login(api);
    const jpeg = await makeJpeg(900, 600);
    const res = await fetch(`${api.url}/api/blogs`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: blogForm({ title: "Kept", images: [[jpeg, "a.jpg", "image/jpeg"]] }) });
    expect(res.status).toBe(201);
    const kept = ((await res.json()) as { images: Array<{ url: string; variants: Array<{ url: string }> }> }).images[0]!;
    const keptFiles = [kept.url, ...kept.variants.map((v) => v.url)].map((url) => url.replace("/uploads/", ""));
    await api.kill9();

    // What SIGKILL after the renames and before COMMIT leaves: final files, no rows, journal entries, plus a file still staged.
    const uploadDir = path.join(dataDir, "uploads");
    const uncommitted = ["ZZZZZZZZZZZZ.jpg", "ZZZZZZZZZZZZ-400.webp", "ZZZZZZZZZZZZ-800.webp"];
    for (const name of uncommitted) await copyFile(path.join(uploadDir, keptFiles[0]!), path.join(uploadDir, name));
    await writeFile(path.join(uploadDir, ".tmp", "YYYYYYYYYYYY.jpg"), "staged, never published");
    const db = new SQLite(path.join(dataDir, "manzil.db"));
    const journal = db.prepare("insert into upload_journal (name, created_at) values (?, ?)");
    for (const name of [...uncommitted, ...keptFiles, "YYYYYYYYYYYY.jpg"]) journal.run(name, new Date(Date.now() - 60_000).toISOString());
    db.close();
    // Not the API's to judge (another database's, an operator's): it stays.
    await writeFile(path.join(uploadDir, "UNKNOWNFILE1.jpg"), "not ours");

    api = await start(dataDir);
    expect(api.output()).toMatch(/Removed 4 image file\(s\) left by an interrupted save or delete/);
    const state = await inspect(dataDir);
    expect(state.integrity).toBe("ok");
    expect(state.missing).toEqual([]);
    expect(state.orphans).toEqual(["UNKNOWNFILE1.jpg"]);
    expect(state.tmpLeft).toEqual([]);
    for (const name of uncommitted) expect(existsSync(path.join(uploadDir, name)), name).toBe(false);
    for (const name of keptFiles) expect((await fetch(`${api.url}/uploads/${name}`)).status, name).toBe(200);
  });
});
