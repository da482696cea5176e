import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentListSchema, commentSchema, recentCommentListSchema } from "../../api/contract/comments";
import { bearer, createBlog, databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";

describe.each(databases)("comments API on $name", (database) => {
  let api: TestApi;
  let token: string;
  let blogId: string;

  beforeAll(async () => {
    api = await startTestApi(database, { RATE_LIMIT_COMMENTS_PER_MINUTE: "4", RATE_LIMIT_COMMENTS_PER_HOUR: "6" });
    token = await api.login();
    blogId = (await createBlog(api, token, { title: "Comment target" })).body._id;
  });
  afterAll(() => api?.close());

  let visitor = 0;
  /** Each call comes from its own visitor address unless one is given (rate limits are per address). */
  const post = (body: unknown, ip = `198.51.100.${++visitor}`) => api.json("/api/comments", jsonRequest("POST", body, { "X-Forwarded-For": ip }));

  it("stores a comment: 201 with the comment; lists them oldest first; the post's commentCount follows", async () => {
    const texts = ["First!", "Second, thanks", "Third question"];
    for (const [i, commentText] of texts.entries()) {
      const res = await post({ blogId, name: `Reader ${i}`, email: `r${i}@example.com`, website: "https://example.com", commentText });
      expect(res.status).toBe(201);
      expect(commentSchema.parse(res.body)).toMatchObject({ blogId, name: `Reader ${i}`, commentText, website: "https://example.com/" });
      expect(res.body).not.toHaveProperty("email");
      expect(res.body._id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    }
    const list = await api.json(`/api/comments/${blogId}`);
    expect(list.status).toBe(200);
    const { data } = commentListSchema.parse(list.body);
    expect(data.map((c) => c.commentText)).toEqual(texts);
    expect(data.map((c) => c.createdAt)).toEqual([...data.map((c) => c.createdAt!)].sort());
    expect((await api.json(`/api/blogs/byId?id=${blogId}`)).body.commentCount).toBe(3);
    const listed = (await api.json("/api/blogs?title=comment%20target")).body.blogs[0];
    expect(listed.commentCount).toBe(3);
  });

  it("accepts empty strings and missing fields (no field is required)", async () => {
    const empty = await post({ blogId, name: "", email: "", website: "", commentText: "" });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ name: "", website: "", commentText: "" });
    const bare = await post({ blogId });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ name: "", website: "", commentText: "" });
  });

  it("commenters' e-mail addresses are not public: the list gives them to staff only", async () => {
    const target = (await createBlog(api, token, { title: "Privacy of commenters" })).body._id;
    expect((await post({ blogId: target, name: "Ayesha", email: "ayesha.private@example.pk", commentText: "Great tips" })).status).toBe(201);
    const anonymous = await api.json(`/api/comments/${target}`);
    expect(anonymous.status).toBe(200);
    expect(JSON.stringify(anonymous.body)).not.toContain("ayesha.private@example.pk");
    expect(Object.keys(anonymous.body.data[0]).sort()).toEqual(["_id", "blogId", "commentText", "createdAt", "name", "website"]);
    const staff = await api.json(`/api/comments/${target}`, { headers: bearer(token) });
    expect(staff.body.data[0].email).toBe("ayesha.private@example.pk");
  });

  it("a commenter's website must be http(s) or it is dropped; a bare host gets https://", async () => {
    const cases: Array<[string, string]> = [
      ["javascript:alert(document.cookie)", ""],
      ["data:text/html,<script>alert(1)</script>", ""],
      ["ftp://files.example.pk/x", ""],
      ["not a url", ""],
      ["https://user:pass@example.pk/", ""],
      ["http://mover-blog.example.pk/about", "http://mover-blog.example.pk/about"],
      ["example.pk", "https://example.pk/"],
    ];
    for (const [website, shown] of cases) {
      const res = await post({ blogId, name: "Site test", website, commentText: website });
      expect(res.status, website).toBe(201);
      expect(res.body.website, website).toBe(shown);
    }
    const listed = commentListSchema.parse((await api.json(`/api/comments/${blogId}`)).body).data.filter((c) => c.name === "Site test");
    expect(listed.map((c) => c.website)).toEqual(cases.map(([, shown]) => shown));
  });

  it("answers a filled honeypot like a success and stores nothing (the one honeypot, judged by the API)", async () => {
    const before = commentListSchema.parse((await api.json(`/api/comments/${blogId}`)).body).data.length;
    for (const honeypot of ["https://spam.example", [[["nested"]]], 1]) {
      const res = await post({ blogId, name: "Spam bot", commentText: "Buy now", website_url: honeypot });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: "Spam bot", commentText: "Buy now" });
    }
    expect((await post({ blogId, name: "Blank honeypot", website_url: "   " })).status).toBe(201);
    const after = commentListSchema.parse((await api.json(`/api/comments/${blogId}`)).body).data;
    expect(after.length).toBe(before + 1);
    expect(after.some((c) => c.name === "Spam bot")).toBe(false);
  });

  it("keeps the text exactly as typed (not HTML-escaped in storage)", async () => {
    const commentText = 'I <3 "Manzil" & <b>your</b> team <script>x</script>';
    const res = await post({ blogId, name: "O'Brien <admin>", commentText });
    expect(res.body.commentText).toBe(commentText);
    const stored = (await api.json(`/api/comments/${blogId}`)).body.data.find((c: { _id: string }) => c._id === res.body._id);
    expect(stored).toMatchObject({ commentText, name: "O'Brien <admin>" });
  });

  it("answers 404 { message: 'Blog not found' } for an unknown post, and 400 for a malformed id", async () => {
    expect(await post({ blogId: "AAAAAAAAAAAA", commentText: "hi" })).toMatchObject({ status: 404, body: { message: "Blog not found" } });
    expect(await api.json("/api/comments/AAAAAAAAAAAA")).toMatchObject({ status: 404, body: { message: "Blog not found" } });
    const malformed = await post({ blogId: "../etc", commentText: "hi" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.blogId).toBeDefined();
    expect(await api.json("/api/comments/has%20space")).toMatchObject({ status: 404 });
  });

  it("rejects over-long fields with 400 naming the field", async () => {
    const res = await post({ blogId, commentText: "x".repeat(3001) });
    expect(res.status).toBe(400);
    expect(res.body.errors.commentText).toEqual(["Comment must be at most 3000 characters"]);
    expect(res.body.message).toBe("Comment must be at most 3000 characters");
  });

  it("hides a draft's comments from visitors and refuses new ones", async () => {
    const draft = (await createBlog(api, token, { title: "Draft with comments", status: "draft" })).body._id;
    expect((await post({ blogId: draft, commentText: "early" })).status).toBe(404);
    expect((await api.json(`/api/comments/${draft}`)).status).toBe(404);
    expect(await api.json(`/api/comments/${draft}`, { headers: bearer(token) })).toMatchObject({ status: 200, body: { data: [] } });
  });

  it("lets staff delete a comment: 200 { success: true }, then 404", async () => {
    const { body: comment } = await post({ blogId, commentText: "spam spam" });
    expect(await api.json(`/api/comments/${comment._id}`, { method: "DELETE" })).toMatchObject({ status: 401 });
    expect(await api.json(`/api/comments/${comment._id}`, { method: "DELETE", headers: bearer(token) })).toMatchObject({ status: 200, body: { success: true } });
    const ids = (await api.json(`/api/comments/${blogId}`)).body.data.map((c: { _id: string }) => c._id);
    expect(ids).not.toContain(comment._id);
    expect(await api.json(`/api/comments/${comment._id}`, { method: "DELETE", headers: bearer(token) })).toMatchObject({
      status: 404,
      body: { message: "Comment not found" },
    });
  });

  it("lists the newest comments across posts for staff only, each with its post (GET /api/comments)", async () => {
    const other = (await createBlog(api, token, { title: "Second comment target" })).body;
    const older = (await post({ blogId, name: "Older", commentText: "on the first post" })).body;
    const newer = (await post({ blogId: other._id, name: "Newer", commentText: "on the second post" })).body;
    expect(await api.json("/api/comments")).toMatchObject({ status: 401 });
    const res = await api.json("/api/comments?limit=2", { headers: bearer(token) });
    expect(res.status).toBe(200);
    const { data } = recentCommentListSchema.parse(res.body);
    expect(data.map((c) => c._id)).toEqual([newer._id, older._id]);
    expect(data[0].blog).toEqual({ _id: other._id, title: "Second comment target", slug: "second-comment-target", status: "published" });
    expect(data[1].blog._id).toBe(blogId);
    // A nonsense limit falls back to the default rather than failing.
    expect((await api.json("/api/comments?limit=abc", { headers: bearer(token) })).status).toBe(200);
  });

  it("limits comments per visitor address: 429 with Retry-After, other visitors unaffected", async () => {
    const ip = "203.0.113.200";
    for (let i = 0; i < 4; i++) expect((await post({ blogId, commentText: `c${i}` }, ip)).status).toBe(201);
    const blocked = await post({ blogId, commentText: "one too many" }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many comments/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await post({ blogId, commentText: "someone else" }, "203.0.113.201")).status).toBe(201);
    const texts = (await api.json(`/api/comments/${blogId}`)).body.data.map((c: { commentText: string }) => c.commentText);
    expect(texts).not.toContain("one too many");
  });
});
