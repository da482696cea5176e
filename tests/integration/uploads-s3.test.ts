import { readdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildApi, childApiEnv, startChildApi } from "../support/api/child-api";
import { type S3Peer, startS3Peer } from "../support/api/s3-peer";
import { blogForm, makeJpeg, STAFF_EMAIL, STAFF_PASSWORD } from "../support/api/start-test-api";

/** An abandoned upload is removed from its journal entry, never by listing the bucket (ADR 019). */

describe("uploads on S3-compatible storage, two API instances", () => {
  let dataDir: string;
  let peer: S3Peer;
  let s3: S3Client;
  let BUCKET: string;
  let env: Record<string, string>;
  const apis: ChildApi[] = [];
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "manzil-s3-api-"));
    peer = await startS3Peer();
    s3 = peer.client;
    BUCKET = peer.bucket;
    env = peer.env;
    apis.push(await startChildApi(childApiEnv(dataDir, env)));
    apis.push(await startChildApi(childApiEnv(dataDir, env)));
    const res = await fetch(`${apis[0]!.url}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }) });
    token = ((await res.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await peer?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const inBucket = (name: string) => peer.has(name);
  const filesOnDisk = async () => (await readdir(path.join(dataDir, "uploads"), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => e.name);

  it("an image saved through one instance loads through the other, byte for byte what the bucket holds, cached for a year, and is on no disk", async () => {
    const jpeg = await makeJpeg(1200, 800);
    const created = await fetch(`${apis[0]!.url}/api/blogs`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: blogForm({ title: "Photographed in the bucket", shortDesc: "", detailedDesc: "<p>x</p>", images: [[jpeg, "Lahore move.jpg", "image/jpeg"]] }),
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { _id: string; images: Array<{ url: string; variants: Array<{ url: string }> }> };
    const urls = [post.images[0]!.url, ...post.images[0]!.variants.map((v) => v.url)];
    expect(urls[0]).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.jpg$/);

    for (const url of urls) {
      const name = url.slice("/uploads/".length);
      const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: name }));
      const inTheBucket = Buffer.from(await stored.Body!.transformToByteArray());
      for (const api of apis) {
        const res = await fetch(`${api.url}${url}`);
        expect(res.status, `${url} through ${api.url}`).toBe(200);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("content-type")).toBe(url.endsWith(".jpg") ? "image/jpeg" : "image/webp");
        const served = Buffer.from(await res.arrayBuffer());
        expect(served.equals(inTheBucket)).toBe(true);
        expect(Number(res.headers.get("content-length"))).toBe(served.length);
        // Whole and decodable: not a body with checksum trailers stored into it.
        const meta = await sharp(served).metadata();
        expect(meta.width).toBeGreaterThan(0);
      }
      const head = await fetch(`${apis[1]!.url}${url}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("content-length"))).toBe(inTheBucket.length);
    }
    expect(await filesOnDisk()).toEqual([]);

    // Deleted through the other instance: gone from the bucket and from both.
    const deleted = await fetch(`${apis[1]!.url}/api/blogs/?id=${post._id}`, { method: "DELETE", headers: { Authorization: `Bearer ${token}` } });
    expect(deleted.status).toBe(200);
    for (const url of urls) {
      expect(await inBucket(url.slice("/uploads/".length)), url).toBe(false);
      expect((await fetch(`${apis[0]!.url}${url}`)).status).toBe(404);
    }
    expect((await fetch(`${apis[0]!.url}/uploads/NOSUCHFILE12.jpg`)).status).toBe(404);
  });

  it("the cleanup job removes an abandoned upload named in the journal and leaves every object it was not told about", async () => {
    const image = await makeJpeg(300, 200);
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: "ABANDONED123.jpg", Body: image }));
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: "SOMEONEELSES.jpg", Body: image }));
    // What a save killed before its COMMIT leaves: the object and its journal entry, no row.
    const db = new SQLite(path.join(dataDir, "manzil.db"));
    db.prepare("insert into upload_journal (name, created_at) values (?, ?)").run("ABANDONED123.jpg", new Date(Date.now() - 3_600_000).toISOString());
    db.close();
    // The job runs at start (and every few minutes): restart one instance.
    await apis[1]!.stop();
    apis[1] = await startChildApi(childApiEnv(dataDir, env));
    expect(apis[1].output()).toMatch(/Removed 1 image file\(s\) left by an interrupted save or delete/);
    expect(await inBucket("ABANDONED123.jpg")).toBe(false);
    expect(await inBucket("SOMEONEELSES.jpg")).toBe(true);
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: "SOMEONEELSES.jpg" }));
  }, 60_000);
});
