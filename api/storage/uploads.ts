import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { newId } from "../lib/ids";

/** Names the server gives files: id.jpg or id-<width>.webp. Nothing else is served. */
export const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,64}\.(jpg|webp)$/;
export const UPLOADS_URL_PREFIX = "/uploads/";

export interface FileToWrite {
  name: string;
  data: Buffer;
}

/** Files written under temporary names, made visible only by commit(). */
export interface StagedFiles {
  /** Moves every file to its final name (again: a no-op for files already moved). */
  commit(): Promise<void>;
  /** Whether every file has its final name. */
  readonly committed: boolean;
  /** Deletes whatever was written (staged or already committed). */
  discard(): Promise<void>;
}

/**
 * Final file names whose fate hangs on a database transaction: files a save
 * makes visible before its COMMIT, files a save or delete removes after it.
 * Written before the transaction commits and removed once the files were
 * dealt with, so a crash in between leaves the list behind. At the next
 * start, listed files no image row names are deleted (init); the others stay.
 */
export interface UploadJournal {
  /** Writes the list (replacing an earlier one); atomic, before COMMIT. */
  record(names: string[]): Promise<void>;
  /** The transaction's outcome was acted on: the list is no longer needed. */
  close(): Promise<void>;
}

/** Which of `names` an image row still names (main file or variant). */
export type ReferencedUploads = (names: string[]) => Promise<Set<string>>;

const JOURNAL = /^[A-Za-z0-9_-]{12}\.journal$/;

/**
 * Image files on local disk (UPLOAD_DIR). Saving a blog writes its files to
 * UPLOAD_DIR/.tmp first and renames them as the last step before the
 * database COMMIT, so a failed save leaves neither a row nor a file behind;
 * a journal (UploadJournal) covers a crash between the renames and COMMIT.
 */
export class UploadStore {
  private readonly tmpDir: string;

  constructor(readonly dir: string) {
    this.tmpDir = path.join(dir, ".tmp");
  }

  /**
   * Creates the folders and cleans up after a crash: settles the journals of
   * interrupted saves and deletes (when `referenced` is given, i.e. the
   * database is open), then clears the temp folder. Returns the files removed.
   * Runs before the server listens: nothing else writes meanwhile.
   */
  async init(referenced?: ReferencedUploads): Promise<string[]> {
    await mkdir(this.dir, { recursive: true });
    const removed = referenced ? await this.settleJournals(referenced) : [];
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
    return removed;
  }

  private async settleJournals(referenced: ReferencedUploads): Promise<string[]> {
    const entries = await readdir(this.tmpDir).catch(() => [] as string[]);
    const listed = new Set<string>();
    for (const entry of entries.filter((name) => JOURNAL.test(name))) {
      try {
        const names = JSON.parse(await readFile(path.join(this.tmpDir, entry), "utf8")) as unknown;
        if (Array.isArray(names)) for (const name of names) if (typeof name === "string" && UPLOAD_NAME.test(name)) listed.add(name);
      } catch {
        // Unreadable: written through a temp name and renamed, a journal is whole or absent.
      }
    }
    if (listed.size === 0) return [];
    const keep = await referenced([...listed]);
    const orphans = [...listed].filter((name) => !keep.has(name)).sort();
    await this.remove(orphans);
    return orphans;
  }

  journal(): UploadJournal {
    const file = path.join(this.tmpDir, `${newId()}.journal`);
    let written = false;
    return {
      async record(names) {
        const part = `${file}.part`;
        await writeFile(part, JSON.stringify(names));
        await rename(part, file);
        written = true;
      },
      async close() {
        if (!written) return;
        written = false;
        await rm(file, { force: true });
      },
    };
  }

  urlFor(fileName: string): string {
    return `${UPLOADS_URL_PREFIX}${fileName}`;
  }

  /** Absolute path of a served file, or null for any name the server never makes. */
  pathOf(fileName: string): string | null {
    return UPLOAD_NAME.test(fileName) ? path.join(this.dir, fileName) : null;
  }

  async stage(files: FileToWrite[]): Promise<StagedFiles> {
    const staged: Array<{ tmp: string; final: string; committed: boolean }> = [];
    const discard = async () => {
      await Promise.all(staged.map((file) => rm(file.committed ? file.final : file.tmp, { force: true })));
    };
    try {
      for (const file of files) {
        const final = this.pathOf(file.name);
        if (!final) throw new Error(`Refusing to write upload named ${JSON.stringify(file.name)}`);
        const tmp = path.join(this.tmpDir, `${newId()}-${file.name}`);
        staged.push({ tmp, final, committed: false });
        await writeFile(tmp, file.data, { flag: "wx" });
      }
    } catch (error) {
      await discard();
      throw error;
    }
    return {
      async commit() {
        for (const file of staged) {
          if (file.committed) continue;
          await rename(file.tmp, file.final);
          file.committed = true;
        }
      },
      get committed() {
        return staged.every((file) => file.committed);
      },
      discard,
    };
  }

  /** Deletes files by name; missing files are fine. */
  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(
      fileNames.map((name) => {
        const file = this.pathOf(name);
        return file ? rm(file, { force: true }) : undefined;
      }),
    );
  }

  /** Every file in UPLOAD_DIR and its temp folder (tests, housekeeping). */
  async list(): Promise<string[]> {
    const top = (await readdir(this.dir)).filter((name) => name !== ".tmp");
    const tmp = (await readdir(this.tmpDir).catch(() => [] as string[])).map((name) => `.tmp/${name}`);
    return [...top, ...tmp];
  }
}
