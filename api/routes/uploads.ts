import { Hono } from "hono";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { notFound } from "../lib/http-errors";
import { contentTypeOf } from "../storage/s3-blobs";

/**
 * GET /uploads/<file>: files the server named itself (unique per upload,
 * never rewritten), so they may be cached for a year, from local disk or the
 * bucket alike. Any other name, including anything with a slash or dots, is
 * a 404.
 */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/uploads/:file", async (c) => {
    const name = c.req.param("file");
    // HEAD is answered by this GET route: read no bytes that nobody reads.
    const file = await deps.uploads.open(name, c.req.method !== "HEAD");
    if (!file) throw notFound("Not found");
    const headers = {
      "Content-Type": contentTypeOf(name),
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Last-Modified": file.lastModified.toUTCString(),
    };
    return file.body ? c.body(file.body, 200, headers) : c.body(null, 200, headers);
  });
  return routes;
}
