import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config";
import type { BlobStore, StoredFile } from "./blobs";

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" };
export const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

/**
 * So every API instance serves every upload (ADR 019). Put under the final key at once: S3 has no rename, and the
 * names are random and listed nowhere until commit. WHEN_REQUIRED checksums: the SDK's CRC32 trailers are
 * stored as part of the object by some S3-compatible servers.
 */
export class S3Blobs implements BlobStore {
  readonly kind = "s3";
  private readonly client: S3Client;

  constructor(private readonly settings: NonNullable<Config["s3"]>) {
    // The SDK version is pinned; its multi-line Node 22 notice would split the log.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async init(): Promise<void> {}

  async write(name: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: name,
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(name),
        // .jpeg files are private photos: no shared cache may keep one.
        CacheControl: name.endsWith(".jpeg") ? "private, no-store" : "public, max-age=31536000, immutable",
      }),
    );
  }

  async publish(): Promise<void> {}

  async delete(name: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async open(name: string, withBody: boolean): Promise<StoredFile | null> {
    const request = { Bucket: this.settings.bucket, Key: name };
    try {
      if (!withBody) {
        const head = await this.client.send(new HeadObjectCommand(request));
        return { size: Number(head.ContentLength ?? 0), lastModified: head.LastModified ?? new Date(0) };
      }
      const object = await this.client.send(new GetObjectCommand(request));
      if (!object.Body) return null;
      return {
        size: Number(object.ContentLength ?? 0),
        lastModified: object.LastModified ?? new Date(0),
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
