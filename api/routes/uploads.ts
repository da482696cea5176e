import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { notFound } from "../lib/http-errors";

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", webp: "image/webp" };

/**
 * GET /uploads/<file>: files the server named itself (unique per upload,
 * never rewritten), so they may be cached for a year. Any other name,
 * including anything with a slash or dots, is a 404.
 */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/uploads/:file", async (c) => {
    const name = c.req.param("file");
    const file = deps.uploads.pathOf(name);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) throw notFound("Not found");
    const headers = {
      "Content-Type": CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream",
      "Content-Length": String(info.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Last-Modified": info.mtime.toUTCString(),
    };
    // HEAD is answered by this GET route: open no file that nobody reads.
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, 200, headers);
  });
  return routes;
}
