import { type Context, Hono, type MiddlewareHandler } from "hono";
import { readStaff, requireStaff } from "../auth/require-staff";
import { readBlogForm } from "../blogs/blog-form";
import { blogByIdQuerySchema, blogListQuerySchema, blogTagFilterSchema, PAGE_SIZE } from "../contract/blogs";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../lib/app-env";
import { notFound, parseOrThrow } from "../lib/http-errors";
import { readForm } from "../lib/request-body";

export function blogRoutes(deps: AppDeps, uploadBodyLimit: MiddlewareHandler<AppEnv>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffOnly = requireStaff(deps.tokens);
  const limits = { maxBytes: deps.config.uploads.maxBytes, maxFiles: deps.config.uploads.maxFiles };

  routes.get("/blogs", async (c) => {
    const query = blogListQuerySchema.parse(c.req.query());
    // Drafts only for staff who ask for them; everyone else sees published posts.
    const wantsDrafts = query.status === "all" || query.status === "draft";
    const status = wantsDrafts && (await readStaff(c, deps.tokens)) ? query.status! : "published";
    const { tag } = blogTagFilterSchema.parse(c.req.query());
    const { blogs, total } = await deps.blogs.list({ page: query.page, title: query.title, status, tag, language: query.language });
    return c.json({ blogs, total, page: query.page, limit: PAGE_SIZE });
  });

  routes.get("/blogs/tags", async (c) => c.json({ tags: await deps.blogs.tagCounts(blogListQuerySchema.shape.language.parse(c.req.query("language"))) }));

  routes.get("/blogs/byId", async (c) => {
    const { id } = parseOrThrow(blogByIdQuerySchema, c.req.query());
    const includeDrafts = (await readStaff(c, deps.tokens)) !== null;
    const blog = await deps.blogs.getById(id, { includeDrafts });
    if (!blog) throw notFound("Blog not found");
    return c.json(blog);
  });

  // Deleted between the save and this read: say so, never answer null.
  const savedBlog = async (id: string) => {
    const blog = await deps.blogs.getById(id, { includeDrafts: true });
    if (!blog) throw notFound("Blog not found");
    return blog;
  };

  routes.post("/blogs", staffOnly, uploadBodyLimit, async (c) => {
    const form = await readBlogForm(await readForm(c), limits);
    const id = await deps.blogs.save({ fields: form.fields, images: form.images, authorId: c.get("staff")!.id });
    return c.json(await savedBlog(id), 201);
  });

  routes.put("/blogs", staffOnly, uploadBodyLimit, async (c) => {
    const { id } = parseOrThrow(blogByIdQuerySchema, c.req.query());
    const form = await readBlogForm(await readForm(c), limits);
    await deps.blogs.save({ id, fields: form.fields, images: form.images, authorId: c.get("staff")!.id });
    return c.json(await savedBlog(id), 200);
  });

  const remove = async (c: Context<AppEnv>) => {
    const { id } = parseOrThrow(blogByIdQuerySchema, c.req.query());
    if (!(await deps.blogs.delete(id))) throw notFound("Blog not found");
    return c.json({ success: true as const });
  };
  // docs/requirements.md (API calls): the product's client uses the trailing slash.
  routes.delete("/blogs", staffOnly, remove);
  routes.delete("/blogs/", staffOnly, remove);

  return routes;
}
