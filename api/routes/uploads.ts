import { Hono } from "hono";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { notFound } from "../lib/http-errors";
import { contentTypeOf } from "../storage/s3-blobs";

/** Names are unique per upload and never rewritten, so cacheable for a year. Any other name is a 404. */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/uploads/:file", async (c) => {
    const name = c.req.param("file");
    // HEAD: read no bytes.
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
