import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { dbNowMs } from "../lib/db-clock";
import { withJobLock } from "../lib/job-lock";
import type { BlobStore, StoredFile } from "./blobs";

/** Names the server gives files: id.jpg or id-<width>.webp. Nothing else is served. */
const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,64}\.(jpg|webp)$/;
const UPLOADS_URL_PREFIX = "/uploads/";
/**
 * Private files (photos of a customer's home): a name /uploads/ never serves
 * (its pattern takes .jpg and .webp only), random, read only through
 * openPrivate by a route that checked who asks.
 */
const PRIVATE_NAME = /^move-[A-Za-z0-9_-]{32}\.jpeg$/;

export interface FileToWrite {
  name: string;
  data: Buffer;
}

/** Files written but not yet served, made visible only by commit(). */
export interface StagedFiles {
  /** Publishes every file under its final name (again: a no-op for files already published). */
  commit(): Promise<void>;
  /** Whether every file has been published. */
  readonly committed: boolean;
  /** Deletes whatever was written (staged or already published). */
  discard(): Promise<void>;
}

/**
 * Files whose fate hangs on a database transaction, in the upload_journal
 * table: a journal row says "delete this file unless an image row (or a
 * move photo's row, for a private file) names it".
 * - pending(): before a save writes its new files, outside the transaction,
 *   so a crash at any point later leaves the row behind;
 * - doomed(): inside the transaction, the files a save or delete removes:
 *   committed (or rolled back) with it;
 * - close(): after the files were dealt with, the rows go.
 * What a crash leaves is settled by one cleanup job (UploadStore.settle).
 */
export interface UploadJournal {
  pending(names: string[]): Promise<void>;
  doomed(trx: Transaction<Database>, names: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Which of `names` an image row still names (main file or variant). */
export type ReferencedUploads = (names: string[]) => Promise<Set<string>>;

/**
 * Uploaded images: local disk (UPLOAD_DIR) or an S3-compatible bucket
 * (S3_BUCKET), behind one interface (api/storage/blobs.ts). Saving a blog
 * journals its new file names, writes the files unpublished and publishes
 * them as the last step before the database COMMIT, so a failed save leaves
 * neither a row nor a file behind. Nothing ever sweeps the folder or the
 * bucket: only files the journal names are judged, by one job at a time
 * across all instances (a database lock), and only once their journal entry
 * is older than any save still in progress could be (ADR 019).
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

  /**
   * The cleanup job: files of journal entries older than settleAfterMs that
   * no image row names are deleted, and the entries dropped. Runs under a
   * database lock, so with several instances one of them does it (the
   * others return at once). Returns the files removed.
   */
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

  /** A served file, or null for any name the server never makes or does not have. */
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

  /**
   * Writes and publishes a private file at once: its row is written after it,
   * and a failed insert removes it. The caller journals the name first, so a
   * crash in between leaves a file the cleanup job removes.
   */
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

  /** Deletes files by name; missing files are fine. */
  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.filter((name) => UPLOAD_NAME.test(name)).map((name) => this.blobs.delete(name)));
  }
}
