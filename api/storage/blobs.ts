import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

export interface StoredFile {
  size: number;
  lastModified: Date;
  /** The bytes, when asked for (a HEAD reads nothing). */
  body?: ReadableStream<Uint8Array>;
}

/** Local disk (UPLOAD_DIR) or an S3 bucket (s3-blobs.ts). Names are checked by the caller. */
export interface BlobStore {
  readonly kind: "disk" | "s3";
  write(name: string, data: Buffer): Promise<void>;
  /** Again: a no-op. */
  publish(name: string): Promise<void>;
  delete(name: string): Promise<void>;
  /** The published file (its bytes too when `withBody`), or null. */
  open(name: string, withBody: boolean): Promise<StoredFile | null>;
  init(): Promise<void>;
}

/** Written to .tmp/ then renamed, so a half-written file is never served. Nothing sweeps the folder. */
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
