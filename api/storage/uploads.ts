import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { dbNowMs } from "../lib/db-clock";
import { withJobLock } from "../lib/job-lock";
import type { BlobStore, StoredFile } from "./blobs";

/** Nothing else is served. */
const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,64}\.(jpg|webp)$/;
const UPLOADS_URL_PREFIX = "/uploads/";
/** Private photos: a name /uploads/ never serves; read only through openPrivate after an access check. */
const PRIVATE_NAME = /^move-[A-Za-z0-9_-]{32}\.jpeg$/;

export interface FileToWrite {
  name: string;
  data: Buffer;
}

export interface StagedFiles {
  /** Publishes every file under its final name (again: a no-op for files already published). */
  commit(): Promise<void>;
  readonly committed: boolean;
  /** Deletes whatever was written (staged or already published). */
  discard(): Promise<void>;
}

/**
 * A journal row means "delete this file unless an image row names it". pending() runs before writing,
 * outside the transaction (a crash leaves the row); doomed() inside it; close() after. Crashes are
 * settled by UploadStore.settle.
 */
export interface UploadJournal {
  pending(names: string[]): Promise<void>;
  doomed(trx: Transaction<Database>, names: string[]): Promise<void>;
  close(): Promise<void>;
}

export type ReferencedUploads = (names: string[]) => Promise<Set<string>>;

/**
 * New files are journaled, written unpublished and published just before COMMIT, so a failed save
 * leaves neither row nor file. Nothing sweeps the folder: only journaled files are judged, under a
 * database lock, once older than any running save could be (ADR 019).
 */
export class UploadStore {
  constructor(
    readonly blobs: BlobStore,
    private readonly db: Db,
    /** Journal entries younger than this may belong to a save still running on some instance. */
    private readonly settleAfterMs = 15 * 60_000,
  ) {}

  async init(): Promise<void> {
    await this.blobs.init();
  }

  /** Runs under a database lock: with several instances, one does it. */
  async settle(referenced: ReferencedUploads): Promise<string[]> {
    const removed = await withJobLock(this.db, "upload-journal", async () => {
      const cutoff = new Date((await dbNowMs(this.db)) - this.settleAfterMs).toISOString();
      const orphans: string[] = [];
      for (;;) {
        const rows = await this.db.selectFrom("upload_journal").select("name").where("created_at", "<=", cutoff).orderBy("name").limit(500).execute();
        if (rows.length === 0) break;
        const names = rows.map((row) => row.name);
        const keep = await referenced(names);
        const gone = names.filter((name) => !keep.has(name) && (UPLOAD_NAME.test(name) || PRIVATE_NAME.test(name)));
        await Promise.all(gone.map((name) => this.blobs.delete(name)));
        await this.db.deleteFrom("upload_journal").where("name", "in", names).execute();
        orphans.push(...gone);
      }
      return orphans.sort();
    });
    return removed ?? [];
  }

  journal(): UploadJournal {
    const names = new Set<string>();
    const db = this.db;
    const rows = async (list: string[], at: Db | Transaction<Database>) => {
      const createdAt = new Date(await dbNowMs(at as Db)).toISOString();
      for (let i = 0; i < list.length; i += 200) {
        await at
          .insertInto("upload_journal")
          .values(list.slice(i, i + 200).map((name) => ({ name, created_at: createdAt })))
          .onConflict((oc) => oc.column("name").doNothing())
          .execute();
      }
    };
    return {
      async pending(list) {
        if (list.length === 0) return;
        await rows(list, db);
        for (const name of list) names.add(name);
      },
      async doomed(trx, list) {
        if (list.length === 0) return;
        await rows(list, trx);
        for (const name of list) names.add(name);
      },
      async close() {
        if (names.size === 0) return;
        const list = [...names];
        names.clear();
        for (let i = 0; i < list.length; i += 500) await db.deleteFrom("upload_journal").where("name", "in", list.slice(i, i + 500)).execute();
      },
    };
  }

  urlFor(fileName: string): string {
    return `${UPLOADS_URL_PREFIX}${fileName}`;
  }

  async open(fileName: string, withBody: boolean): Promise<StoredFile | null> {
    return UPLOAD_NAME.test(fileName) ? this.blobs.open(fileName, withBody) : null;
  }

  async stage(files: FileToWrite[]): Promise<StagedFiles> {
    const written: string[] = [];
    let published = 0;
    const blobs = this.blobs;
    const discard = async () => {
      await Promise.all(written.map((name) => blobs.delete(name)));
    };
    try {
      for (const file of files) {
        if (!UPLOAD_NAME.test(file.name)) throw new Error(`Refusing to write upload named ${JSON.stringify(file.name)}`);
        written.push(file.name);
        await blobs.write(file.name, file.data);
      }
    } catch (error) {
      await discard();
      throw error;
    }
    return {
      async commit() {
        for (; published < written.length; published++) await blobs.publish(written[published]!);
      },
      get committed() {
        return published === written.length;
      },
      discard,
    };
  }

  /** The row is written after the file; the caller journals the name first, for a crash in between. */
  async writePrivate(fileName: string, data: Buffer): Promise<void> {
    if (!PRIVATE_NAME.test(fileName)) throw new Error(`Refusing to write private file named ${JSON.stringify(fileName)}`);
    await this.blobs.write(fileName, data);
    await this.blobs.publish(fileName);
  }

  async openPrivate(fileName: string): Promise<StoredFile | null> {
    return PRIVATE_NAME.test(fileName) ? this.blobs.open(fileName, true) : null;
  }

  async removePrivate(fileName: string): Promise<void> {
    if (PRIVATE_NAME.test(fileName)) await this.blobs.delete(fileName);
  }

  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.filter((name) => UPLOAD_NAME.test(name)).map((name) => this.blobs.delete(name)));
  }
}
