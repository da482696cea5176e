import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { StaffStore } from "../../api/auth/staff-store";
import { blogSchema } from "../../api/contract/blogs";
import { autosaveResultSchema, conflictSchema, REVISION_LIMITS, revisionListSchema, type Revision } from "../../api/contract/revisions";
import { setClockOffset } from "../../api/lib/clock";
import { PAST_PUBLISH_AT_MESSAGE } from "../../api/blogs/schedule";
import {
  bearer,
  blogForm,
  type BlogPayload,
  databases,
  jsonRequest,
  makeJpeg,
  startTestApi,
  type TestApi,
} from "../support/api/start-test-api";

const DAY = 86_400_000;

/**
 * Revisions with pruning, autosave, restore, the
 * publishing schedule with its visibility boundary, version conflicts
 * between two staff members, and the test clock route.
 */
describe.each(databases)("revisions, autosave and scheduling on $name", (database) => {
  let api: TestApi;
  let token: string;
  let other: string;

  beforeAll(async () => {
    api = await startTestApi(database);
    token = await api.login();
    await new StaffStore(api.db).create({ email: "second@manzil.test", name: "Second Editor", password: "another long passphrase", log2N: 10 });
    const res = await api.json("/api/login", jsonRequest("POST", { email: "second@manzil.test", password: "another long passphrase" }));
    other = res.body.token as string;
  });
  afterAll(() => api?.close());
  afterEach(() => {
    setClockOffset(0);
    vi.useRealTimers();
  });

  const create = async (payload: BlogPayload & { publishAt?: string }, as = token) => {
    const { publishAt, ...rest } = payload;
    const form = blogForm({ shortDesc: "", detailedDesc: "", ...rest });
    if (publishAt !== undefined) form.append("publishAt", publishAt);
    const res = await api.json("/api/blogs", { method: "POST", headers: bearer(as), body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return blogSchema.parse(res.body);
  };
  const update = (id: string, payload: BlogPayload & { version?: number; publishAt?: string }, as = token) => {
    const { version, publishAt, ...rest } = payload;
    const form = blogForm({ shortDesc: "", detailedDesc: "", ...rest });
    if (version !== undefined) form.append("version", String(version));
    if (publishAt !== undefined) form.append("publishAt", publishAt);
    return api.json(`/api/blogs?id=${id}`, { method: "PUT", headers: bearer(as), body: form });
  };
  const revisions = async (id: string): Promise<Revision[]> => {
    const res = await api.json(`/api/blogs/${id}/revisions`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    return revisionListSchema.parse(res.body).revisions;
  };
  const publicTitles = async () => ((await api.json("/api/blogs")).body.blogs as Array<{ title: string }>).map((b) => b.title);

  describe("revisions of explicit saves", () => {
    it("keeps a revision of every save, with who saved it and when, newest first", async () => {
      const before = Date.now();
      const post = await create({ title: "Packing fragile china", shortDesc: "Wrap each plate", tags: ["Packing"] });
      expect(post.version).toBe(1);
      expect(post.publishAt).toBeNull();
      const edited = await update(post._id, { title: "Packing fragile china safely", shortDesc: "Wrap each plate twice", tags: ["Packing", "China"], status: "draft" }, other);
      expect(edited.status).toBe(200);
      expect(edited.body.version).toBe(2);

      const list = await revisions(post._id);
      expect(list.map((r) => [r.kind, r.title, r.status, r.published, r.savedBy?.name])).toEqual([
        ["save", "Packing fragile china safely", "draft", false, "Second Editor"],
        ["save", "Packing fragile china", "published", true, "Test Staff"],
      ]);
      expect(list[0]!.shortDescription).toBe("Wrap each plate twice");
      expect(list[0]!.keywords).toEqual(["Packing", "China"]);
      for (const revision of list) {
        expect(Date.parse(revision.createdAt)).toBeGreaterThanOrEqual(before - 5);
        expect(Date.parse(revision.createdAt)).toBeLessThanOrEqual(Date.now() + 5);
      }
    });

    it("keeps the images as saved", async () => {
      const post = await create({ title: "Moving a piano", images: [[await makeJpeg(400, 300), "piano.jpg", "image/jpeg"]], imageAlt: ["A piano on a dolly"] });
      const [revision] = await revisions(post._id);
      expect(revision!.images).toHaveLength(1);
      expect(revision!.images[0]).toMatchObject({ url: post.images[0]!.url, altText: "A piano on a dolly", width: post.images[0]!.width });
    });

    it("go with their post when it is deleted", async () => {
      const post = await create({ title: "Short-lived post" });
      expect((await update(post._id, { title: "Short-lived post, edited" })).status).toBe(200);
      expect((await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", { title: "x", shortDescription: "", description: "", baseVersion: 2 }, bearer(other)))).status).toBe(200);
      expect((await api.json(`/api/blogs/?id=${post._id}`, { method: "DELETE", headers: bearer(token) })).status).toBe(200);
      expect((await api.json(`/api/blogs/${post._id}/revisions`, { headers: bearer(token) })).status).toBe(404);
      const left = await api.db.selectFrom("blog_revisions").select("id").where("blog_id", "=", post._id).execute();
      expect(left).toEqual([]);
    });

    it("is staff only, and 404 for an unknown or malformed post", async () => {
      const post = await create({ title: "Staff only history" });
      expect((await api.json(`/api/blogs/${post._id}/revisions`)).status).toBe(401);
      expect((await api.json(`/api/blogs/${post._id}/revisions`, { headers: bearer("nope") })).status).toBe(401);
      expect((await api.json("/api/blogs/unknownpost1/revisions", { headers: bearer(token) })).status).toBe(404);
      expect((await api.json("/api/blogs/bad%20id!/revisions", { headers: bearer(token) })).status).toBe(404);
    });
  });

  describe("pruning", () => {
    it(`keeps the newest ${REVISION_LIMITS.keep} saves of a post`, async () => {
      const post = await create({ title: "Save 0", status: "draft" });
      for (let n = 1; n <= REVISION_LIMITS.keep + 4; n++) {
        expect((await update(post._id, { title: `Save ${n}`, status: "draft" })).status).toBe(200);
      }
      const list = await revisions(post._id);
      expect(list).toHaveLength(REVISION_LIMITS.keep);
      expect(list[0]!.title).toBe(`Save ${REVISION_LIMITS.keep + 4}`);
      expect(list.at(-1)!.title).toBe("Save 5");
    });

    it("drops revisions older than 90 days but keeps a published version, however old or far down", async () => {
      setClockOffset(-(REVISION_LIMITS.maxAgeDays + 10) * DAY);
      const post = await create({ title: "Old published version" });
      expect((await update(post._id, { title: "Old draft version", status: "draft" })).status).toBe(200);
      setClockOffset(0);
      for (let n = 1; n <= REVISION_LIMITS.keep + 1; n++) {
        expect((await update(post._id, { title: `Recent draft ${n}`, status: "draft" })).status).toBe(200);
      }
      const list = await revisions(post._id);
      const titles = list.map((r) => r.title);
      expect(titles).not.toContain("Old draft version");
      expect(titles).toContain("Old published version");
      expect(list.at(-1)).toMatchObject({ title: "Old published version", published: true });
      // The 50 newest saves, plus the published version beyond them: the 51st newest is gone.
      expect(titles).not.toContain("Recent draft 1");
      expect(titles).toContain("Recent draft 2");
      expect(list).toHaveLength(REVISION_LIMITS.keep + 1);
    });

    it("drops a lone draft revision once it is older than 90 days, at the next write", async () => {
      const post = await create({ title: "Aging draft", status: "draft" });
      setClockOffset((REVISION_LIMITS.maxAgeDays + 1) * DAY);
      const res = await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", { title: "Fresh", shortDescription: "", description: "", keywords: [], baseVersion: 1 }, bearer(token)));
      expect(res.status).toBe(200);
      expect((await revisions(post._id)).map((r) => [r.kind, r.title])).toEqual([["autosave", "Fresh"]]);
    });
  });

  describe("autosave", () => {
    const body = (title: string, baseVersion = 1) => ({ title, shortDescription: "Short", description: "<p>Typing…</p>", keywords: ["Tips"], baseVersion });

    it("never changes the public post or its version", async () => {
      const post = await create({ title: "Public moving checklist", shortDesc: "What to do first" });
      const res = await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", body("Half-typed new title"), bearer(token)));
      expect(res.status).toBe(200);
      const result = autosaveResultSchema.parse(res.body);
      expect(result.currentVersion).toBe(1);
      expect(result.revision).toMatchObject({ kind: "autosave", title: "Half-typed new title", description: "<p>Typing…</p>", published: false, savedBy: { name: "Test Staff" } });

      const pub = await api.json(`/api/blogs/byId?id=${post._id}`);
      expect(pub.body).toMatchObject({ title: "Public moving checklist", shortDescription: "What to do first", version: 1 });
      const staff = await api.json(`/api/blogs/byId?id=${post._id}`, { headers: bearer(token) });
      expect(staff.body).toMatchObject({ title: "Public moving checklist", version: 1 });
      expect(await publicTitles()).toContain("Public moving checklist");
      expect(await publicTitles()).not.toContain("Half-typed new title");
    });

    it("replaces the same staff member's previous autosave, and keeps each staff member's own", async () => {
      const post = await create({ title: "Shared post" });
      for (const title of ["First draft", "Second draft", "Second draft"]) {
        expect((await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", body(title), bearer(token)))).status).toBe(200);
      }
      expect((await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", body("Other editor's draft"), bearer(other)))).status).toBe(200);
      const autosaves = (await revisions(post._id)).filter((r) => r.kind === "autosave");
      expect(autosaves.map((r) => [r.title, r.savedBy?.name]).sort()).toEqual([
        ["Other editor's draft", "Second Editor"],
        ["Second draft", "Test Staff"],
      ]);
    });

    it("answers a clear 4xx for a bad body, an unknown post or no token", async () => {
      const post = await create({ title: "Autosave validation" });
      const url = `/api/blogs/${post._id}/autosave`;
      const missing = await api.json(url, jsonRequest("POST", { title: "No version" }, bearer(token)));
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/shortDescription|baseVersion/);
      const long = await api.json(url, jsonRequest("POST", body("x".repeat(201)), bearer(token)));
      expect(long.status).toBe(400);
      expect(long.body.message).toMatch(/Title must be at most 200 characters/);
      expect((await api.json(url, jsonRequest("POST", "{not json", bearer(token)))).status).toBe(400);
      expect((await api.json(url, jsonRequest("POST", [1, 2], bearer(token)))).status).toBe(400);
      expect((await api.json(url, jsonRequest("POST", body("No token")))).status).toBe(401);
      expect((await api.json("/api/blogs/unknownpost1/autosave", jsonRequest("POST", body("Lost"), bearer(token)))).status).toBe(404);
    });

    it("cleans the draft's HTML as a save would", async () => {
      const post = await create({ title: "Unsafe draft" });
      const res = await api.json(
        `/api/blogs/${post._id}/autosave`,
        jsonRequest("POST", { ...body("Unsafe draft"), description: '<p onclick="steal()">Hi<script>alert(1)</script></p>' }, bearer(token)),
      );
      expect(res.status).toBe(200);
      expect(res.body.revision.description).toBe("<p>Hi</p>");
    });

    it("keeps an Urdu post's language and Latin address with its draft, and in a revision restored from it", async () => {
      const post = await create({ title: "گھر کی شفٹنگ", language: "ur", slug: "ghar-ki-shifting" });
      // An editor that sends no language or slug: the post's own are kept.
      const plain = await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", body("گھر کی شفٹنگ کے مشورے"), bearer(token)));
      expect(plain.status).toBe(200);
      expect(autosaveResultSchema.parse(plain.body).revision).toMatchObject({ language: "ur", slug: "ghar-ki-shifting" });

      const sent = await api.json(
        `/api/blogs/${post._id}/autosave`,
        jsonRequest("POST", { ...body("گھر کی شفٹنگ کے مشورے"), language: "ur", slug: "ghar-shifting-ke-mashware" }, bearer(token)),
      );
      expect(sent.status).toBe(200);
      const draft = (await revisions(post._id)).find((r) => r.kind === "autosave")!;
      expect(draft).toMatchObject({ title: "گھر کی شفٹنگ کے مشورے", language: "ur", slug: "ghar-shifting-ke-mashware" });
      const now = await api.json(`/api/blogs/byId?id=${post._id}`, { headers: bearer(token) });
      expect(now.body).toMatchObject({ language: "ur", slug: "ghar-ki-shifting" });

      // The save revision records them too, and restoring it makes a draft that keeps them.
      const saved = (await revisions(post._id)).find((r) => r.kind === "save")!;
      expect(saved).toMatchObject({ language: "ur", slug: "ghar-ki-shifting" });
      const restored = await api.json(`/api/blogs/${post._id}/revisions/${saved._id}/restore`, { method: "POST", headers: bearer(token) });
      expect(restored.status).toBe(200);
      expect(restored.body.revision).toMatchObject({ kind: "autosave", title: "گھر کی شفٹنگ", language: "ur", slug: "ghar-ki-shifting" });

      const bad = await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", { ...body("x"), language: "fr" }, bearer(token)));
      expect(bad.status).toBe(400);
    });

    it("takes a long post (over the 64 KB limit of other JSON bodies)", async () => {
      const post = await create({ title: "A long guide" });
      const description = `<p>${"Pack books flat in small boxes. ".repeat(5000)}</p>`;
      const res = await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", { ...body("A long guide"), description }, bearer(token)));
      expect(res.status).toBe(200);
      expect(res.body.revision.description).toBe(description);
    });
  });

  describe("restore", () => {
    it("makes an older revision the staff member's working draft without changing the post", async () => {
      const post = await create({ title: "Restore me: first", shortDesc: "First words", tags: ["One"] });
      expect((await update(post._id, { title: "Restore me: second", shortDesc: "Second words" })).status).toBe(200);
      const oldest = (await revisions(post._id)).at(-1)!;
      expect(oldest.title).toBe("Restore me: first");

      const res = await api.json(`/api/blogs/${post._id}/revisions/${oldest._id}/restore`, { method: "POST", headers: bearer(token) });
      expect(res.status).toBe(200);
      expect(res.body.revision).toMatchObject({ kind: "autosave", title: "Restore me: first", shortDescription: "First words", keywords: ["One"], savedBy: { name: "Test Staff" } });

      const now = await api.json(`/api/blogs/byId?id=${post._id}`, { headers: bearer(token) });
      expect(now.body).toMatchObject({ title: "Restore me: second", shortDescription: "Second words", version: 2 });
      const list = await revisions(post._id);
      expect(list.filter((r) => r.kind === "autosave").map((r) => r.title)).toEqual(["Restore me: first"]);
      expect(list.filter((r) => r.kind === "save")).toHaveLength(2);

      // Another editor's draft survives this one's explicit save; the saver's own is used up.
      expect((await api.json(`/api/blogs/${post._id}/autosave`, jsonRequest("POST", { title: "Other", shortDescription: "", description: "", baseVersion: 2 }, bearer(other)))).status).toBe(200);
      const saved = await update(post._id, { title: res.body.revision.title, shortDesc: res.body.revision.shortDescription, tags: res.body.revision.keywords, version: 2 });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ title: "Restore me: first", version: 3 });
      expect((await revisions(post._id)).map((r) => [r.kind, r.title, r.savedBy?.name])).toEqual([
        ["save", "Restore me: first", "Test Staff"],
        ["autosave", "Other", "Second Editor"],
        ["save", "Restore me: second", "Test Staff"],
        ["save", "Restore me: first", "Test Staff"],
      ]);
    });

    it("is 404 for an unknown revision or one of another post", async () => {
      const a = await create({ title: "Post A" });
      const b = await create({ title: "Post B" });
      const [revisionOfB] = await revisions(b._id);
      const restore = (post: string, revision: string) => api.json(`/api/blogs/${post}/revisions/${revision}/restore`, { method: "POST", headers: bearer(token) });
      expect((await restore(a._id, revisionOfB!._id)).status).toBe(404);
      expect((await restore(a._id, "unknownrev12")).status).toBe(404);
      expect((await restore("unknownpost1", revisionOfB!._id)).status).toBe(404);
      expect((await api.json(`/api/blogs/${b._id}/revisions/${revisionOfB!._id}/restore`, { method: "POST" })).status).toBe(401);
    });
  });

  describe("two staff editing the same post", () => {
    it("refuses the second save of the same version with 409, keeping the first save and writing nothing", async () => {
      const post = await create({ title: "Rates for Karachi", shortDesc: "Original" });
      const opened = blogSchema.parse((await api.json(`/api/blogs/byId?id=${post._id}`, { headers: bearer(token) })).body).version!;
      const openedByOther = blogSchema.parse((await api.json(`/api/blogs/byId?id=${post._id}`, { headers: bearer(other) })).body).version!;
      expect(openedByOther).toBe(opened);

      const first = await update(post._id, { title: "Rates for Karachi 2026", shortDesc: "First editor's words", version: opened }, other);
      expect(first.status).toBe(200);
      expect(first.body.version).toBe(opened + 1);

      const filesBefore = (await api.uploadFiles()).sort();
      const revisionsBefore = await revisions(post._id);
      const second = await update(
        post._id,
        { title: "Karachi rates (second editor)", shortDesc: "Second editor's words", version: opened, images: [[await makeJpeg(300, 200), "new.jpg", "image/jpeg"]] },
        token,
      );
      expect(second.status).toBe(409);
      const conflict = conflictSchema.parse(second.body);
      expect(conflict).toMatchObject({ error: "conflict", currentVersion: opened + 1, savedBy: { name: "Second Editor" } });
      expect(conflict.updatedAt).toBe(first.body.updatedAt);
      expect(conflict.message).toMatch(/changed by Second Editor since you opened it/);

      const now = await api.json(`/api/blogs/byId?id=${post._id}`, { headers: bearer(token) });
      expect(now.body).toMatchObject({ title: "Rates for Karachi 2026", shortDescription: "First editor's words", version: opened + 1, images: [] });
      expect((await api.uploadFiles()).sort()).toEqual(filesBefore);
      expect(await revisions(post._id)).toEqual(revisionsBefore);

      // Having reloaded (version n+1), the second editor saves.
      const retried = await update(post._id, { title: "Karachi rates (second editor)", version: opened + 1 }, token);
      expect(retried.status).toBe(200);
      expect(retried.body.version).toBe(opened + 2);
    });

    it("lets only one of two simultaneous saves of the same version through", async () => {
      const post = await create({ title: "Race" });
      const [a, b] = await Promise.all([update(post._id, { title: "Race A", version: 1 }, token), update(post._id, { title: "Race B", version: 1 }, other)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? "Race A" : "Race B";
      expect((await api.json(`/api/blogs/byId?id=${post._id}`)).body).toMatchObject({ title: winner, version: 2 });
    });

    it("saves without a version as before (old clients), still bumping it", async () => {
      const post = await create({ title: "Old client" });
      expect((await update(post._id, { title: "Old client 2" })).status).toBe(200);
      const res = await update(post._id, { title: "Old client 3" });
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(3);
    });

    it("refuses a malformed version with 400", async () => {
      const post = await create({ title: "Bad version" });
      for (const version of ["abc", "0", "-1", "1.5"]) {
        const form = blogForm({ title: "Bad version" });
        form.append("version", version);
        const res = await api.json(`/api/blogs?id=${post._id}`, { method: "PUT", headers: bearer(token), body: form });
        expect(res.status, version).toBe(400);
        expect(res.body.message).toMatch(/version/);
      }
    });
  });

  describe("scheduled publishing", () => {
    /** Freezes Date (the API runs in this process) so the API clock reads exactly `at`. */
    const clockAt = (at: number) => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 25, 6, 0, 0) });
      setClockOffset(at - Date.now());
    };

    it("hides a post scheduled at T until T, then lists it, with no job to run", async () => {
      const t = Date.now() + 2 * 60_000;
      const publishAt = new Date(t).toISOString();
      const post = await create({ title: "Scheduled: winter moving tips", tags: ["Scheduledtag"], publishAt });
      expect(post).toMatchObject({ status: "published", publishAt, blogDate: publishAt });
      // Read the tag counts once so they are cached before the post comes due.
      expect((await api.json("/api/blogs/tags")).body.tags.map((t: { tag: string }) => t.tag)).not.toContain("SCHEDULEDTAG");

      clockAt(t - 1);
      expect((await api.json(`/api/blogs/byId?id=${post._id}`)).status).toBe(404);
      expect(await publicTitles()).not.toContain("Scheduled: winter moving tips");
      expect((await api.json(`/api/blogs/tags`)).body.tags.map((t: { tag: string }) => t.tag)).not.toContain("SCHEDULEDTAG");
      const comment = { blogId: post._id, name: "Ali", email: "ali@example.com", commentText: "Too early" };
      expect((await api.json("/api/comments", jsonRequest("POST", comment))).status).toBe(404);
      // Staff see it, with its publish time.
      const staff = await api.json(`/api/blogs/byId?id=${post._id}`, { headers: bearer(token) });
      expect(staff.body).toMatchObject({ status: "published", publishAt });
      const staffList = await api.json("/api/blogs?status=all", { headers: bearer(token) });
      expect(staffList.body.blogs.find((b: { _id: string }) => b._id === post._id)).toMatchObject({ publishAt });

      clockAt(t);
      expect((await api.json(`/api/blogs/byId?id=${post._id}`)).status).toBe(200);
      expect((await publicTitles())[0]).toBe("Scheduled: winter moving tips");
      expect((await api.json(`/api/blogs/tags`)).body.tags.map((t: { tag: string }) => t.tag)).toContain("SCHEDULEDTAG");
    });

    it("schedules through PUT /api/blogs/:id/schedule, bumping the version and keeping a revision", async () => {
      const post = await create({ title: "Draft to schedule", status: "draft" });
      const at = new Date(Date.now() + DAY).toISOString();
      const res = await api.json(`/api/blogs/${post._id}/schedule`, jsonRequest("PUT", { publishAt: at }, bearer(token)));
      expect(res.status).toBe(200);
      expect(blogSchema.parse(res.body)).toMatchObject({ status: "published", publishAt: at, version: 2, blogDate: at });
      expect((await api.json(`/api/blogs/byId?id=${post._id}`)).status).toBe(404);
      const [latest] = await revisions(post._id);
      expect(latest).toMatchObject({ kind: "save", status: "published", publishAt: at, published: true, savedBy: { name: "Test Staff" } });

      // Pakistan time with its offset is the same instant.
      const karachi = await api.json(`/api/blogs/${post._id}/schedule`, jsonRequest("PUT", { publishAt: "2030-01-01T17:00:00+05:00" }, bearer(token)));
      expect(karachi.body.publishAt).toBe("2030-01-01T12:00:00.000Z");

      // null publishes now: public at once, dated now rather than in the future.
      const now = await api.json(`/api/blogs/${post._id}/schedule`, jsonRequest("PUT", { publishAt: null, version: 3 }, bearer(token)));
      expect(now.status).toBe(200);
      expect(now.body).toMatchObject({ publishAt: null, version: 4 });
      expect(Date.parse(now.body.blogDate)).toBeLessThanOrEqual(Date.now());
      expect((await api.json(`/api/blogs/byId?id=${post._id}`)).status).toBe(200);
    });

    it("refuses a malformed schedule with 400, a stale version with 409, and answers 404/401", async () => {
      const post = await create({ title: "Schedule validation" });
      const put = (body: unknown, headers = bearer(token), id = post._id) => api.json(`/api/blogs/${id}/schedule`, jsonRequest("PUT", body, headers));
      for (const publishAt of ["tomorrow", "2026-02-30T10:00:00Z", "2026-11-24T10:00", "2026-11-24", 1764000000000, ""]) {
        const res = await put({ publishAt });
        expect(res.status, String(publishAt)).toBe(400);
        expect(res.body.message).toMatch(/publishAt/);
      }
      expect((await put({})).status).toBe(400);
      expect((await put("not json")).status).toBe(400);
      expect((await put({ publishAt: null, version: 7 })).status).toBe(409);
      expect((await put({ publishAt: null }, {})).status).toBe(401);
      expect((await put({ publishAt: null }, bearer(token), "unknownpost1")).status).toBe(404);
      expect((await api.json(`/api/blogs/byId?id=${post._id}`)).body.version).toBe(1);
    });

    it("refuses a publish time in the past (create, save, schedule) instead of back-dating the post", async () => {
      const past = new Date(Date.now() - DAY).toISOString();
      const form = blogForm({ title: "Back-dated tips", shortDesc: "", detailedDesc: "" });
      form.append("publishAt", past);
      const created = await api.json("/api/blogs", { method: "POST", headers: bearer(token), body: form });
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(PAST_PUBLISH_AT_MESSAGE);
      expect(await publicTitles()).not.toContain("Back-dated tips");

      const post = await create({ title: "Schedule me later" });
      const saved = await update(post._id, { title: "Schedule me later", publishAt: past });
      expect(saved.status).toBe(400);
      expect(saved.body.errors.publishAt).toEqual([PAST_PUBLISH_AT_MESSAGE]);
      const scheduled = await api.json(`/api/blogs/${post._id}/schedule`, jsonRequest("PUT", { publishAt: past }, bearer(token)));
      expect(scheduled.status).toBe(400);
      expect(scheduled.body.message).toBe(PAST_PUBLISH_AT_MESSAGE);
      const unchanged = (await api.json(`/api/blogs/byId?id=${post._id}`)).body;
      expect(unchanged).toMatchObject({ version: 1, publishAt: null, blogDate: post.blogDate });
    });

    it("still saves a post whose schedule has since come, sending its own publish time back", async () => {
      const t = Date.now() + 2 * 60_000;
      const publishAt = new Date(t).toISOString();
      const post = await create({ title: "Scheduled then edited", publishAt });
      clockAt(t + DAY);
      const saved = await update(post._id, { title: "Scheduled then edited, fixed", publishAt });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ publishAt, blogDate: publishAt });
    });

    it("takes publishAt on the multipart save: a time schedules, empty clears, absent keeps", async () => {
      const later = new Date(Date.now() + DAY).toISOString();
      const post = await create({ title: "Multipart schedule" });
      const scheduled = await update(post._id, { title: "Multipart schedule", publishAt: later });
      expect(scheduled.body).toMatchObject({ publishAt: later, blogDate: later });
      expect((await api.json(`/api/blogs/byId?id=${post._id}`)).status).toBe(404);
      const kept = await update(post._id, { title: "Multipart schedule, edited" });
      expect(kept.body.publishAt).toBe(later);
      const cleared = await update(post._id, { title: "Multipart schedule, edited", publishAt: "" });
      expect(cleared.body.publishAt).toBeNull();
      expect(Date.parse(cleared.body.blogDate)).toBeLessThanOrEqual(Date.now());
      expect((await api.json(`/api/blogs/byId?id=${post._id}`)).status).toBe(200);
      const bad = await update(post._id, { title: "Multipart schedule", publishAt: "next week" });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/publishAt/);
    });
  });

  describe("test clock route", () => {
    it("is not there unless the API starts with API_TEST_CLOCK=1", async () => {
      const res = await api.json("/api/test/clock", jsonRequest("PUT", { offsetMs: 60_000 }, bearer(token)));
      expect(res.status).toBe(404);
    });

    it("moves the API clock for staff when enabled", async () => {
      const clocked = await startTestApi(database, { API_TEST_CLOCK: "1" });
      try {
        const staff = await clocked.login();
        const put = (body: unknown, headers = bearer(staff)) => clocked.json("/api/test/clock", jsonRequest("PUT", body, headers));
        expect((await put({ offsetMs: 60_000 }, {})).status).toBe(401);
        expect((await put({ offsetMs: "soon" })).status).toBe(400);
        expect((await put({ offsetMs: 1.5 })).status).toBe(400);
        // Scheduled two minutes ahead (a past time would be refused), then the clock moves three.
        const form = blogForm({ title: "Clocked post", shortDesc: "", detailedDesc: "" });
        form.append("publishAt", new Date(Date.now() + 2 * 60_000).toISOString());
        const created = await clocked.json("/api/blogs", { method: "POST", headers: bearer(staff), body: form });
        expect((await clocked.json(`/api/blogs/byId?id=${created.body._id}`)).status).toBe(404);
        const res = await put({ offsetMs: 3 * 60_000 });
        expect(res.status).toBe(200);
        expect(Date.parse(res.body.now) - Date.now()).toBeGreaterThan(2.9 * 60_000);
        expect((await clocked.json(`/api/blogs/byId?id=${created.body._id}`)).status).toBe(200);
        expect((await put({ offsetMs: 0 })).status).toBe(200);
        expect((await clocked.json(`/api/blogs/byId?id=${created.body._id}`)).status).toBe(404);
      } finally {
        await clocked.close();
      }
    });
  });
});
