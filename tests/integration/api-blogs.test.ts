import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogListSchema, blogSchema } from "../../api/contract/blogs";
import { bearer, blogForm, createBlog, databases, startTestApi, type TestApi } from "../support/api/start-test-api";

const BLOG_KEYS = [
  "_id",
  "author",
  "blogCreatedBy",
  "blogDate",
  "commentCount",
  "createdAt",
  "description",
  "images",
  "language",
  "metaData",
  "publishAt",
  "shortDescription",
  "slug",
  "status",
  "title",
  "updatedAt",
  "version",
];

describe.each(databases)("blogs API on $name", (database) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi(database);
    token = await api.login();
  });
  afterAll(() => api?.close());

  const dated = (daysAgo: number) => new Date(Date.UTC(2025, 0, 31) - daysAgo * 86_400_000).toISOString();

  describe("list and search", () => {
    beforeAll(async () => {
      // 12 published posts, one draft; blogDate deliberately not in creation order.
      const order = [5, 1, 11, 3, 7, 0, 9, 2, 10, 4, 8, 6];
      for (const n of order) {
        const res = await createBlog(api, token, { title: `Packing guide ${n}${n % 3 === 0 ? " for Lahore" : ""}`, blogDate: dated(n) });
        expect(res.status).toBe(201);
      }
      expect((await createBlog(api, token, { title: "Draft about Lahore", status: "draft", blogDate: dated(-1) })).status).toBe(201);
    });

    it("answers { blogs, total, page, limit } with 10 per page, newest blogDate first", async () => {
      const first = await api.json("/api/blogs");
      expect(first.status).toBe(200);
      const page1 = blogListSchema.parse(first.body);
      expect(page1).toMatchObject({ total: 12, page: 1, limit: 10 });
      expect(page1.blogs.map((b) => b.title)).toEqual(Array.from({ length: 10 }, (_, n) => `Packing guide ${n}${n % 3 === 0 ? " for Lahore" : ""}`));
      const page2 = blogListSchema.parse((await api.json("/api/blogs?page=2")).body);
      expect(page2.page).toBe(2);
      expect(page2.blogs.map((b) => b.title)).toEqual(["Packing guide 10", "Packing guide 11"]);
      expect((await api.json("/api/blogs?page=3")).body.blogs).toEqual([]);
    });

    it("treats a bad page as page 1", async () => {
      for (const page of ["abc", "0", "-2", "1.5"]) {
        const { body } = await api.json(`/api/blogs?page=${page}`);
        expect(body.page).toBe(1);
        expect(body.blogs[0].title).toBe("Packing guide 0 for Lahore");
      }
    });

    it("searches titles case-insensitively by substring, with the matching total", async () => {
      const { body } = await api.json("/api/blogs?title=LAHORE");
      expect(body.total).toBe(4);
      expect(body.blogs.map((b: { title: string }) => b.title)).toEqual([
        "Packing guide 0 for Lahore",
        "Packing guide 3 for Lahore",
        "Packing guide 6 for Lahore",
        "Packing guide 9 for Lahore",
      ]);
      expect((await api.json("/api/blogs?title=ide%201")).body.blogs.map((b: { title: string }) => b.title)).toEqual([
        "Packing guide 1",
        "Packing guide 10",
        "Packing guide 11",
      ]);
    });

    it("takes % and _ in a search literally", async () => {
      expect((await api.json("/api/blogs?title=%25")).body.total).toBe(0);
      expect((await api.json("/api/blogs?title=guide_1")).body.total).toBe(0);
    });

    it("hides drafts from visitors but lists them for staff asking status=all or draft", async () => {
      const asVisitor = await api.json("/api/blogs?status=all&title=draft");
      expect(asVisitor.body.total).toBe(0);
      const badToken = await api.json("/api/blogs?status=all&title=draft", { headers: bearer("x".repeat(43)) });
      expect(badToken.body.total).toBe(0);
      const all = await api.json("/api/blogs?status=all", { headers: bearer(token) });
      expect(all.body.total).toBe(13);
      expect(all.body.blogs[0]).toMatchObject({ title: "Draft about Lahore", status: "draft" });
      const drafts = await api.json("/api/blogs?status=draft", { headers: bearer(token) });
      expect(drafts.body.blogs.map((b: { title: string }) => b.title)).toEqual(["Draft about Lahore"]);
      const draftId = drafts.body.blogs[0]._id;
      expect((await api.json(`/api/blogs/byId?id=${draftId}`)).status).toBe(404);
      expect((await api.json(`/api/blogs/byId?id=${draftId}`, { headers: bearer(token) })).body.status).toBe("draft");
    });
  });

  it("creates a post: 201 with every field of the contract, author set from the token", async () => {
    const res = await createBlog(api, token, {
      title: "Shifting with kids",
      shortDesc: "<p>Short <em>intro</em></p>",
      detailedDesc: "<h2>Plan</h2><p>Body</p>",
      blogCreatedBy: "someone-else",
      tags: ["kids", " family ", "kids", "", "Family", "KIDS"],
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(BLOG_KEYS);
    const blog = blogSchema.parse(res.body);
    const me = (await api.json("/api/me", { headers: bearer(token) })).body.user;
    expect(blog).toMatchObject({
      title: "Shifting with kids",
      slug: "shifting-with-kids",
      shortDescription: "<p>Short <em>intro</em></p>",
      description: "<h2>Plan</h2><p>Body</p>",
      status: "published",
      commentCount: 0,
      images: [],
      blogCreatedBy: me._id,
      author: { _id: me._id, name: "Test Staff" },
      metaData: { metaKeywords: ["kids", "family"] },
    });
    expect(Date.parse(blog.createdAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(blog.blogDate).toBe(blog.createdAt);
    const again = await api.json(`/api/blogs/byId?id=${blog._id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
  });

  it("accepts tags as a repeated field", async () => {
    const form = new FormData();
    form.append("title", "Repeated tags");
    form.append("tags", "one");
    form.append("tags", "two");
    const res = await api.json("/api/blogs", { method: "POST", headers: bearer(token), body: form });
    expect(res.status).toBe(201);
    expect(res.body.metaData.metaKeywords).toEqual(["one", "two"]);
  });

  it("filters by keyword (?tag=, any case) and counts keywords of published posts (/api/blogs/tags)", async () => {
    const fresh = await startTestApi(database);
    try {
      const staff = await fresh.login();
      await createBlog(fresh, staff, { title: "A", tags: ["Packing Tips", "Lahore"] });
      await createBlog(fresh, staff, { title: "B", tags: ["packing tips", "50% off"] });
      await createBlog(fresh, staff, { title: "C", tags: ["Karachi"] });
      await createBlog(fresh, staff, { title: "D", tags: ["Packing tips"], status: "draft" });
      const byTag = await fresh.json("/api/blogs?tag=packing%20tips");
      expect(byTag.body.total).toBe(2);
      expect(byTag.body.blogs.map((b: { title: string }) => b.title).sort()).toEqual(["A", "B"]);
      expect((await fresh.json("/api/blogs?tag=PACKING")).body.total).toBe(0); // whole keywords only
      expect((await fresh.json("/api/blogs?tag=50%25%20off")).body.blogs.map((b: { title: string }) => b.title)).toEqual(["B"]);
      expect((await fresh.json("/api/blogs?tag=50_%20off")).body.total).toBe(0);
      expect(await fresh.json("/api/blogs/tags")).toMatchObject({
        status: 200,
        body: {
          tags: [
            { tag: "PACKING TIPS", count: 2 },
            { tag: "50% OFF", count: 1 },
            { tag: "KARACHI", count: 1 },
            { tag: "LAHORE", count: 1 },
          ],
        },
      });
      await createBlog(fresh, staff, { title: "E", tags: ["Lahore"] });
      expect((await fresh.json("/api/blogs/tags")).body.tags).toContainEqual({ tag: "LAHORE", count: 2 });
    } finally {
      await fresh.close();
    }
  });

  it("makes unique slugs from the title: -2, -3 on collision", async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createBlog(api, token, { title: "Moving Day: Karachi!" })).body.slug);
    expect(slugs).toEqual(["moving-day-karachi", "moving-day-karachi-2", "moving-day-karachi-3"]);
    expect((await createBlog(api, token, { title: "؟؟؟" })).body.slug).toBe("post");
  });

  it("never gives back script, event handlers, javascript: URLs, styles or iframes", async () => {
    const evil =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="https://x.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p style="color:red">s</p><iframe src="https://evil.example"></iframe>';
    const res = await createBlog(api, token, { title: "Sanitized", shortDesc: evil, detailedDesc: evil });
    expect(res.status).toBe(201);
    for (const stored of [res.body, (await api.json(`/api/blogs/byId?id=${res.body._id}`)).body]) {
      for (const html of [stored.description, stored.shortDescription]) {
        expect(html).not.toMatch(/<script|alert\(1\)|onclick|onerror|javascript:|style=|<iframe/i);
        expect(html).toContain("<p>Hi</p>");
      }
    }
  });

  it("rejects bad input with 400 naming the field, and stores nothing", async () => {
    const before = (await api.json("/api/blogs?status=all", { headers: bearer(token) })).body.total;
    const noTitle = await createBlog(api, token, { title: "   " });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toMatchObject({ message: "Title is required", errors: { title: ["Title is required"] } });
    const longTitle = await createBlog(api, token, { title: "x".repeat(201) });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body.errors.title).toBeDefined();
    const badStatus = await createBlog(api, token, { title: "Fine", status: "archived" });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors.status).toBeDefined();
    const tooManyTags = await createBlog(api, token, { title: "Fine", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(tooManyTags.status).toBe(400);
    expect(tooManyTags.body.errors.tags).toBeDefined();
    const json = await api.json("/api/blogs", { method: "POST", headers: { ...bearer(token), "Content-Type": "application/json" }, body: '{"title":"x"}' });
    expect(json.status).toBe(400);
    expect((await api.json("/api/blogs?status=all", { headers: bearer(token) })).body.total).toBe(before);
  });

  it("updates a post with PUT ?id=: 200 with the new content, slug follows the title, author kept", async () => {
    const created = (await createBlog(api, token, { title: "Old title", detailedDesc: "<p>old</p>", tags: ["a"] })).body;
    const res = await api.json(`/api/blogs?id=${created._id}`, {
      method: "PUT",
      headers: bearer(token),
      body: blogForm({ title: "New title", shortDesc: "<p>s</p>", detailedDesc: "<p>new</p>", tags: ["b", "c"], status: "draft" }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: created._id,
      title: "New title",
      slug: "new-title",
      description: "<p>new</p>",
      shortDescription: "<p>s</p>",
      status: "draft",
      metaData: { metaKeywords: ["b", "c"] },
      author: created.author,
      createdAt: created.createdAt,
      blogDate: created.blogDate,
    });
    expect(res.body.updatedAt > created.updatedAt).toBe(true);
    const unknown = await api.json("/api/blogs?id=AAAAAAAAAAAA", { method: "PUT", headers: bearer(token), body: blogForm({ title: "x" }) });
    expect(unknown).toMatchObject({ status: 404, body: { message: "Blog not found" } });
    const invalid = await api.json(`/api/blogs?id=${created._id}`, { method: "PUT", headers: bearer(token), body: blogForm({ title: "" }) });
    expect(invalid.status).toBe(400);
    expect((await api.json(`/api/blogs/byId?id=${created._id}`, { headers: bearer(token) })).body.title).toBe("New title");
  });

  it("deletes a post (with or without the trailing slash), its comments too; 404 when unknown", async () => {
    const a = (await createBlog(api, token, { title: "Delete me A" })).body;
    const b = (await createBlog(api, token, { title: "Delete me B" })).body;
    const comment = await api.json("/api/comments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ blogId: a._id, name: "n", email: "", website: "", commentText: "c" }),
    });
    expect(comment.status).toBe(201);
    expect(await api.json(`/api/blogs/?id=${a._id}`, { method: "DELETE", headers: bearer(token) })).toMatchObject({ status: 200, body: { success: true } });
    expect(await api.json(`/api/blogs?id=${b._id}`, { method: "DELETE", headers: bearer(token) })).toMatchObject({ status: 200, body: { success: true } });
    expect((await api.json(`/api/blogs/byId?id=${a._id}`)).status).toBe(404);
    expect((await api.json(`/api/comments/${a._id}`)).status).toBe(404);
    const left = await api.db.selectFrom("comments").select("id").where("blog_id", "=", a._id).execute();
    expect(left).toEqual([]);
    expect(await api.json(`/api/blogs/?id=${a._id}`, { method: "DELETE", headers: bearer(token) })).toMatchObject({
      status: 404,
      body: { message: "Blog not found" },
    });
  });

  it("answers 404 { message: 'Blog not found' } for an unknown id and 400 for a missing one", async () => {
    expect(await api.json("/api/blogs/byId?id=AAAAAAAAAAAA")).toMatchObject({ status: 404, body: { message: "Blog not found" } });
    const missing = await api.json("/api/blogs/byId");
    expect(missing.status).toBe(400);
    expect(missing.body.errors.id).toBeDefined();
  });
});
