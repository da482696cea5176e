import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
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
  /** Deletes whatever was written (staged or already committed). */
  discard(): Promise<void>;
}

/**
 * Image files on local disk (UPLOAD_DIR). Saving a blog writes its files to
 * UPLOAD_DIR/.tmp first and renames them after the database commit, so a
 * failed save leaves neither a row nor a file behind.
 */
export class UploadStore {
  private readonly tmpDir: string;

  constructor(readonly dir: string) {
    this.tmpDir = path.join(dir, ".tmp");
  }

  /** Creates the folders and clears temp files a crash may have left. */
  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
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
