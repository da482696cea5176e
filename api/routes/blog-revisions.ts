import { Hono } from "hono";
import { requireStaff } from "../auth/require-staff";
import { idSchema } from "../contract/common";
import { autosaveInputSchema, scheduleInputSchema } from "../contract/revisions";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { notFound, parseOrThrow } from "../lib/http-errors";
import { readJsonObject } from "../lib/request-body";

/** Staff only; docs/decisions/006-api-extensions.md. */
export function blogRevisionRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);

  /** 404 like an unknown one. */
  const postId = (value: string | undefined, what = "Blog"): string => {
    const parsed = idSchema.safeParse(value);
    if (!parsed.success) throw notFound(`${what} not found`);
    return parsed.data;
  };

  routes.get("/blogs/:id/revisions", staffOnly, async (c) => {
    const revisions = await deps.revisions.list(postId(c.req.param("id")));
    if (!revisions) throw notFound("Blog not found");
    return c.json({ revisions });
  });

  routes.post("/blogs/:id/autosave", staffOnly, async (c) => {
    const id = postId(c.req.param("id"));
    const input = parseOrThrow(autosaveInputSchema, await readJsonObject(c));
    return c.json(await deps.revisions.autosave(id, c.get("staff")!.id, input));
  });

  routes.post("/blogs/:id/revisions/:revisionId/restore", staffOnly, async (c) => {
    const id = postId(c.req.param("id"));
    const revisionId = postId(c.req.param("revisionId"), "Revision");
    return c.json({ revision: await deps.revisions.restore(id, revisionId, c.get("staff")!.id) });
  });

  routes.put("/blogs/:id/schedule", staffOnly, async (c) => {
    const id = postId(c.req.param("id"));
    const input = parseOrThrow(scheduleInputSchema, await readJsonObject(c));
    await deps.blogs.schedule({ id, publishAt: input.publishAt, expectedVersion: input.version, staffId: c.get("staff")!.id });
    const blog = await deps.blogs.getById(id, { includeDrafts: true });
    if (!blog) throw notFound("Blog not found");
    return c.json(blog);
  });

  return routes;
}
