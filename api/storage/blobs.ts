import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/** A stored image file as the /uploads route serves it. */
export interface StoredFile {
  size: number;
  lastModified: Date;
  /** The bytes, when asked for (a HEAD reads nothing). */
  body?: ReadableStream<Uint8Array>;
}

/**
 * Where image files live: local disk (UPLOAD_DIR, the default) or an
 * S3-compatible bucket (S3_BUCKET, api/storage/s3-blobs.ts). Names are the
 * server's own (UPLOAD_NAME), checked by the caller.
 */
export interface BlobStore {
  readonly kind: "disk" | "s3";
  /** Writes a file of a save in progress: not served before publish(). */
  write(name: string, data: Buffer): Promise<void>;
  /** Makes a written file visible under its name (again: a no-op). */
  publish(name: string): Promise<void>;
  /** Deletes a file, written or published; missing is fine. */
  delete(name: string): Promise<void>;
  /** The published file (its bytes too when `withBody`), or null. */
  open(name: string, withBody: boolean): Promise<StoredFile | null>;
  /** Creates what the store needs (a folder); never removes anything. */
  init(): Promise<void>;
}

/**
 * UPLOAD_DIR on local disk. A file is written under UPLOAD_DIR/.tmp/<name>
 * and renamed to UPLOAD_DIR/<name> to publish it, so a half-written file is
 * never served. Only names the journal lists are ever deleted: nothing
 * sweeps the folder, which another process may share.
 */
export class DiskBlobs implements BlobStore {
  readonly kind = "disk";
  private readonly tmpDir: string;

  constructor(readonly dir: string) {
    this.tmpDir = path.join(dir, ".tmp");
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
  }

  async write(name: string, data: Buffer): Promise<void> {
    await writeFile(path.join(this.tmpDir, name), data);
  }

  async publish(name: string): Promise<void> {
    try {
      await rename(path.join(this.tmpDir, name), path.join(this.dir, name));
    } catch (error) {
      // Published already (a retried transaction publishes again).
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || !(await stat(path.join(this.dir, name)).catch(() => null))) throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await Promise.all([rm(path.join(this.tmpDir, name), { force: true }), rm(path.join(this.dir, name), { force: true })]);
  }

  async open(name: string, withBody: boolean): Promise<StoredFile | null> {
    const file = path.join(this.dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = withBody ? (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>) : undefined;
    return { size: info.size, lastModified: info.mtime, body };
  }
}
