import { Hono } from "hono";
import { readStaff } from "../auth/require-staff";
import { blogByIdQuerySchema } from "../contract/blogs";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { notFound, parseOrThrow } from "../lib/http-errors";

/** docs/requirements.md, API calls. */
export function imageRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/images", async (c) => {
    const { id } = parseOrThrow(blogByIdQuerySchema, c.req.query());
    const includeDrafts = (await readStaff(c, deps.tokens)) !== null;
    if (!(await deps.blogs.exists(id, { includeDrafts }))) throw notFound("Blog not found");
    const urls = await deps.blogs.imageUrls(id);
    return c.json({ Images: urls.map((url) => ({ url })) });
  });
  return routes;
}
