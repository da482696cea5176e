import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClockOffset } from "../../api/lib/clock";
import { bearer, blogForm, createBlog, databases, jsonRequest, startTestApi, type TestApi } from "../support/api/start-test-api";

/** Caches and indexes answer the reads: what a reader sees must not change, writes by other processes included. */
describe.each(databases)("blog reads on $name", (database) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi(database);
    token = await api.login();
  });
  afterAll(() => api?.close());
  afterEach(() => setClockOffset(0));

  const dated = (minutesAgo: number) => new Date(Date.UTC(2025, 5, 1) - minutesAgo * 60_000).toISOString();
  const titles = (body: { blogs: Array<{ title: string }> }) => body.blogs.map((b) => b.title);
  const search = async (term: string) => (await api.json(`/api/blogs?title=${encodeURIComponent(term)}`)).body;
  const create = async (title: string, minutesAgo: number, extra: Record<string, string> = {}) => {
    const res = await createBlog(api, token, { title, blogDate: dated(minutesAgo), ...extra });
    expect(res.status).toBe(201);
    return res.body._id as string;
  };

  describe("with 23 posts", () => {
    const created: string[] = [];
    beforeAll(async () => {
      // Created out of date order; titles with the characters a search could misread.
      const names = [
        "50% off packing boxes",
        "Snake_case movers",
        "Ab initio: moving guide",
        'The "best" truck in Multan',
        "Moving to KARACHI with pets",
      ];
      for (let n = 0; n < 23; n++) created.push(await create(names[n] ?? `Bulk tip ${n} for Lahore`, (n * 7) % 23));
    });

    it("pages add up to the total, newest first, with nothing twice", async () => {
      const seen: string[] = [];
      const dates: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const { body } = await api.json(`/api/blogs?page=${page}`);
        expect(body.total).toBe(23);
        for (const blog of body.blogs) {
          seen.push(blog._id);
          dates.push(blog.blogDate);
        }
      }
      expect(seen).toHaveLength(23);
      expect(new Set(seen)).toEqual(new Set(created));
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await api.json("/api/blogs?page=4")).body).toMatchObject({ total: 23, blogs: [] });
    });

    it("finds substrings in any case, short terms included, with a total that matches the pages", async () => {
      expect(titles(await search("karachi"))).toEqual(["Moving to KARACHI with pets"]);
      expect(titles(await search("ARACH"))).toEqual(["Moving to KARACHI with pets"]);
      // Under 3 characters trigrams cannot answer: the same substring rule still holds.
      expect((await search("ab")).total).toBe(1);
      expect(titles(await search("aB"))).toEqual(["Ab initio: moving guide"]);
      expect(titles(await search("X"))).toEqual(["50% off packing boxes"]);
      expect(titles(await search("hI"))).toEqual(["Moving to KARACHI with pets"]);
      const lahore = await search("lahore");
      expect(lahore.total).toBe(18);
      const page2 = (await api.json("/api/blogs?title=lahore&page=2")).body;
      expect(page2.total).toBe(18);
      expect(new Set([...titles(lahore), ...titles(page2)]).size).toBe(18);
    });

    it("takes %, _ and quotes in a search literally", async () => {
      expect(titles(await search("50%"))).toEqual(["50% off packing boxes"]);
      expect((await search("%")).total).toBe(1);
      expect(titles(await search("e_c"))).toEqual(["Snake_case movers"]);
      expect((await search("_")).total).toBe(1);
      expect((await search("snake case")).total).toBe(0);
      expect(titles(await search('"best"'))).toEqual(['The "best" truck in Multan']);
      expect((await search('"worst"')).total).toBe(0);
    });

    it("counts each post's comments in the list and by id", async () => {
      const target = created[3]!;
      for (let i = 0; i < 3; i++) {
        const res = await api.fetch("/api/comments", jsonRequest("POST", { blogId: target, name: "Sana", commentText: `Thanks ${i}` }));
        expect(res.status).toBe(201);
      }
      const list = (await search("best")).blogs;
      expect(list[0]).toMatchObject({ _id: target, commentCount: 3 });
      expect((await api.json(`/api/blogs/byId?id=${target}`)).body.commentCount).toBe(3);
      const others = (await api.json("/api/blogs")).body.blogs.filter((b: { _id: string }) => b._id !== target);
      expect(others.every((b: { commentCount: number }) => b.commentCount === 0)).toBe(true);
    });
  });

  it("sees a new, renamed or deleted post at once, in the list total and in search", async () => {
    const before = (await api.json("/api/blogs")).body.total as number;
    expect((await search("zebra")).total).toBe(0);
    const id = await create("Zebra crossing near the warehouse", -5);
    expect((await search("ZEBRA")).blogs.map((b: { _id: string }) => b._id)).toEqual([id]);
    expect((await api.json("/api/blogs")).body).toMatchObject({ total: before + 1 });
    expect((await api.json("/api/blogs")).body.blogs[0]._id).toBe(id);

    const renamed = await api.json(`/api/blogs?id=${id}`, { method: "PUT", headers: bearer(token), body: blogForm({ title: "Quagga crossing", shortDesc: "", detailedDesc: "", blogDate: dated(-5) }) });
    expect(renamed.status).toBe(200);
    expect((await search("zebra")).total).toBe(0);
    expect(titles(await search("quagga"))).toEqual(["Quagga crossing"]);

    const removed = await api.json(`/api/blogs?id=${id}`, { method: "DELETE", headers: bearer(token) });
    expect(removed.status).toBe(200);
    expect((await search("quagga")).total).toBe(0);
    expect((await api.json("/api/blogs")).body.total).toBe(before);
  });

  it("sees a change made outside this API process (another instance, the CLI) at the next read", async () => {
    const id = await create("Okapi sighting", -6);
    expect((await search("okapi")).total).toBe(1);
    // Straight to the database, as another API process sharing it would.
    await api.db.updateTable("blogs").set({ title: "Tapir sighting", title_lower: "tapir sighting", search_text: "tapir sighting\n\n" }).where("id", "=", id).execute();
    expect((await search("okapi")).total).toBe(0);
    expect(titles(await search("tapir"))).toEqual(["Tapir sighting"]);
    const total = (await api.json("/api/blogs")).body.total as number;
    await api.db.updateTable("blogs").set({ status: "draft" }).where("id", "=", id).execute();
    expect((await api.json("/api/blogs")).body.total).toBe(total - 1);
    expect((await search("tapir")).total).toBe(0);
  });

  it("keeps a scheduled post out of lists, counts and search until its time, then shows it without any write", async () => {
    const before = (await api.json("/api/blogs")).body.total as number;
    const id = await create("Scheduled: moving in the monsoon", -10);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await api.db.updateTable("blogs").set({ publish_at: at }).where("id", "=", id).execute();

    expect((await api.json("/api/blogs")).body.total).toBe(before);
    expect((await api.json("/api/blogs")).body.blogs.map((b: { _id: string }) => b._id)).not.toContain(id);
    expect((await search("scheduled:")).total).toBe(0);
    expect((await api.json(`/api/blogs/byId?id=${id}`)).status).toBe(404);
    // Staff still see it.
    expect((await api.json("/api/blogs?status=all&title=scheduled", { headers: bearer(token) })).body.total).toBe(1);

    setClockOffset(3_600_000 + 60_000);
    expect((await api.json("/api/blogs")).body).toMatchObject({ total: before + 1 });
    expect((await api.json("/api/blogs")).body.blogs[0]._id).toBe(id);
    expect(titles(await search("scheduled:"))).toEqual(["Scheduled: moving in the monsoon"]);
    expect((await api.json(`/api/blogs/byId?id=${id}`)).status).toBe(200);

    setClockOffset(0);
    expect((await api.json("/api/blogs")).body.total).toBe(before);
  });
});
