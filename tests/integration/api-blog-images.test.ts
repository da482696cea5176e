import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, blogForm, createBlog, databases, makeJpeg, makePng, startTestApi, type TestApi } from "../support/api/start-test-api";

const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert("x")</script></body></html>');
/** PNG signature followed by garbage: passes the magic-byte check, fails decoding. */
const BROKEN_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);

describe.each(databases)("blog images on $name", (database) => {
  let api: TestApi;
  let token: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    api = await startTestApi(database, { MAX_UPLOAD_BYTES: "300000", MAX_UPLOAD_FILES: "3", MAX_IMAGE_PIXELS: "4000000" });
    token = await api.login();
    jpeg = await makeJpeg(1000, 600);
  });
  afterAll(() => api?.close());

  const staffTotal = async () => (await api.json("/api/blogs?status=all", { headers: bearer(token) })).body.total as number;
  const download = async (url: string) => {
    const res = await api.fetch(url);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it("stores a JPEG with its size and WebP variants no wider than the source, all served from /uploads", async () => {
    const res = await createBlog(api, token, { title: "With image", images: [[jpeg, "truck.jpg", "image/jpeg"]], imageAlt: ["A loaded truck"] });
    expect(res.status).toBe(201);
    const [image] = res.body.images;
    expect(image).toMatchObject({ altText: "A loaded truck", width: 1000, height: 600 });
    expect(image.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{12}\.jpg$/);
    expect(image.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [400, 240],
      [800, 480],
    ]);
    for (const url of [image.url, ...image.variants.map((v: { url: string }) => v.url)]) {
      const { res: file, bytes } = await download(url);
      expect(file.status).toBe(200);
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      const format = (await sharp(bytes).metadata()).format;
      expect(file.headers.get("content-type")).toBe(format === "jpeg" ? "image/jpeg" : "image/webp");
      expect(url.endsWith(".jpg") ? "jpeg" : "webp").toBe(format);
    }
    expect((await api.json(`/api/images?id=${res.body._id}`)).body).toEqual({ Images: [{ url: image.url }] });
  });

  it("accepts a PNG named .jpg (type by content) and re-encodes it as JPEG", async () => {
    const res = await createBlog(api, token, { title: "PNG in disguise", images: [[await makePng(500, 300), "photo.jpg", "image/jpeg"]] });
    expect(res.status).toBe(201);
    const { bytes } = await download(res.body.images[0].url);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
  });

  it("rejects an HTML file named .png with 400 naming images", async () => {
    const before = await api.uploadFiles();
    const res = await createBlog(api, token, { title: "Sneaky", images: [[HTML_PAGE, "cat.png", "image/png"]] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Image 1 is not a JPEG or PNG file");
    expect(res.body.errors.images).toEqual(["Image 1 is not a JPEG or PNG file"]);
    expect(await api.uploadFiles()).toEqual(before);
  });

  it("strips EXIF, GPS included, from the stored image and its variants", async () => {
    const withGps = await makeJpeg(900, 600, { gps: true });
    const source = await sharp(withGps).metadata();
    // The fixture really carries a GPS IFD (tag 0x8825, either byte order).
    expect(source.exif!.includes(Buffer.from([0x25, 0x88])) || source.exif!.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    const res = await createBlog(api, token, { title: "Geotagged", images: [[withGps, "gps.jpg", "image/jpeg"]] });
    expect(res.status).toBe(201);
    const image = res.body.images[0];
    for (const url of [image.url, ...image.variants.map((v: { url: string }) => v.url)]) {
      const { bytes } = await download(url);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
    }
  });

  it("saves nothing when one of several images is bad: no row, no file", async () => {
    const files = await api.uploadFiles();
    const total = await staffTotal();
    const res = await createBlog(api, token, {
      title: "Half good",
      images: [
        [jpeg, "good.jpg", "image/jpeg"],
        [BROKEN_PNG, "bad.png", "image/png"],
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.images[0]).toMatch(/^Image 2 could not be read as an image$/);
    expect(await staffTotal()).toBe(total);
    expect(await api.uploadFiles()).toEqual(files);
    expect((await api.json("/api/blogs?title=half%20good&status=all", { headers: bearer(token) })).body.total).toBe(0);
  });

  it("saves nothing when the database fails half-way through a save: no row, no file", async () => {
    // A real failure inside the transaction, after the post row and the first
    // image row went in and every file was written under its temporary name.
    if (database.name === "sqlite") {
      await sql`create trigger fail_second_image before insert on blog_images when new.position = 1 begin select raise(abort, 'simulated failure'); end`.execute(api.db);
    } else {
      await sql`create function fail_second_image() returns trigger language plpgsql as $$ begin if new.position = 1 then raise exception 'simulated failure'; end if; return new; end $$`.execute(api.db);
      await sql`create trigger fail_second_image before insert on blog_images for each row execute function fail_second_image()`.execute(api.db);
    }
    try {
      const files = await api.uploadFiles();
      const total = await staffTotal();
      const imageRows = (await api.db.selectFrom("blog_images").select("id").execute()).length;
      const res = await createBlog(api, token, {
        title: "Interrupted",
        images: [
          [jpeg, "1.jpg", "image/jpeg"],
          [jpeg, "2.jpg", "image/jpeg"],
        ],
      });
      expect(res).toMatchObject({ status: 500, body: { message: "Internal server error" } });
      expect(await staffTotal()).toBe(total);
      expect((await api.db.selectFrom("blog_images").select("id").execute()).length).toBe(imageRows);
      expect(await api.uploadFiles()).toEqual(files);
    } finally {
      await sql`drop trigger fail_second_image${database.name === "postgres" ? sql` on blog_images` : sql``}`.execute(api.db);
      if (database.name === "postgres") await sql`drop function fail_second_image()`.execute(api.db);
    }
  });

  it("leaves a post untouched when an edit brings a bad image", async () => {
    const created = (await createBlog(api, token, { title: "Stable", images: [[jpeg, "a.jpg", "image/jpeg"]] })).body;
    const files = await api.uploadFiles();
    const res = await api.json(`/api/blogs?id=${created._id}`, {
      method: "PUT",
      headers: bearer(token),
      body: blogForm({ title: "Changed", images: [[jpeg, "b.jpg", "image/jpeg"], [HTML_PAGE, "c.png", "image/png"]] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toEqual(["Image 2 is not a JPEG or PNG file"]);
    const after = (await api.json(`/api/blogs/byId?id=${created._id}`)).body;
    expect(after.title).toBe("Stable");
    expect(after.images).toEqual(created.images);
    expect(await api.uploadFiles()).toEqual(files);
  });

  it("on edit keeps re-sent images (new order and alt text) and deletes the rest, rows and files", async () => {
    const created = (
      await createBlog(api, token, {
        title: "Three images",
        images: [
          [jpeg, "1.jpg", "image/jpeg"],
          [jpeg, "2.jpg", "image/jpeg"],
        ],
        imageAlt: ["first", "second"],
      })
    ).body;
    const [first, second] = created.images;
    const res = await api.json(`/api/blogs?id=${created._id}`, {
      method: "PUT",
      headers: bearer(token),
      // The editor re-sends existing images as URLs; this one as an absolute address.
      body: blogForm({ title: "Three images", images: [`http://localhost:3000${second.url}`, [await makePng(), "3.png", "image/png"]], imageAlt: ["second, renamed", "third"] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.images.map((i: { url: string; altText: string }) => [i.url, i.altText])).toEqual([
      [second.url, "second, renamed"],
      [expect.stringMatching(/^\/uploads\/.+\.jpg$/), "third"],
    ]);
    expect((await api.fetch(first.url)).status).toBe(404);
    for (const variant of first.variants) expect((await api.fetch(variant.url)).status).toBe(404);
    expect((await api.fetch(second.url)).status).toBe(200);
    const names = await api.uploadFiles();
    expect(names.some((n) => first.url.endsWith(n))).toBe(false);
    expect(names.filter((n) => n.startsWith(".tmp"))).toEqual([]);

    // Keeping an image without sending its alt text keeps the alt text.
    const again = await api.json(`/api/blogs?id=${created._id}`, { method: "PUT", headers: bearer(token), body: blogForm({ title: "Three images", images: [second.url] }) });
    expect(again.body.images).toHaveLength(1);
    expect(again.body.images[0].altText).toBe("second, renamed");
  });

  it("refuses, on edit, the address of an image that belongs to another post", async () => {
    const a = (await createBlog(api, token, { title: "Owner", images: [[jpeg, "a.jpg", "image/jpeg"]] })).body;
    const b = (await createBlog(api, token, { title: "Thief" })).body;
    const res = await api.json(`/api/blogs?id=${b._id}`, { method: "PUT", headers: bearer(token), body: blogForm({ title: "Thief", images: [a.images[0].url] }) });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toEqual(["Image 1 is not an image of this post"]);
  });

  it("deletes the image files with the post", async () => {
    const created = (await createBlog(api, token, { title: "Short-lived", images: [[jpeg, "a.jpg", "image/jpeg"]] })).body;
    const urls = [created.images[0].url, ...created.images[0].variants.map((v: { url: string }) => v.url)];
    for (const url of urls) expect((await api.fetch(url)).status).toBe(200);
    expect((await api.json(`/api/blogs/?id=${created._id}`, { method: "DELETE", headers: bearer(token) })).status).toBe(200);
    for (const url of urls) expect((await api.fetch(url)).status).toBe(404);
    expect((await api.json(`/api/images?id=${created._id}`)).status).toBe(404);
  });

  it("caps file size (413), file count and pixel count (400), each naming images", async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(300_001 - jpeg.length)]);
    const tooBig = await createBlog(api, token, { title: "Big", images: [[big, "big.jpg", "image/jpeg"]] });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors.images).toEqual(["Image 1 is larger than 293 KB"]);

    const four = await createBlog(api, token, { title: "Many", images: Array.from({ length: 4 }, (_, i) => [jpeg, `${i}.jpg`, "image/jpeg"] as [Buffer, string, string]) });
    expect(four.status).toBe(400);
    expect(four.body.errors.images).toEqual(["At most 3 files can be uploaded at once"]);

    const huge = await makeJpeg(2100, 2000);
    const tooManyPixels = await createBlog(api, token, { title: "Huge", images: [[huge, "huge.jpg", "image/jpeg"]] });
    expect(tooManyPixels.status).toBe(400);
    expect(tooManyPixels.body.errors.images).toEqual(["Image 1 is larger than 4 megapixels"]);
  });

  it("answers 413 for a body over the multipart limit", async () => {
    const form = blogForm({ title: "Huge body" });
    form.append("detailedDesc", "x".repeat(3 * 300_000 + 1024 * 1024 + 10));
    const res = await api.json("/api/blogs", { method: "POST", headers: bearer(token), body: form });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it("serves only server-made file names: unknown, traversal and temp names are 404", async () => {
    for (const path of ["/uploads/AAAAAAAAAAAA.jpg", "/uploads/..%2Fmanzil.db", "/uploads/%2e%2e%2fmanzil.db", "/uploads/.tmp", "/uploads/manzil.db"]) {
      const res = await api.fetch(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const created = (await createBlog(api, token, { title: "Head", images: [[jpeg, "a.jpg", "image/jpeg"]] })).body;
    const res = await api.fetch(created.images[0].url, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});
