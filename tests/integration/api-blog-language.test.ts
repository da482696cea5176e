import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, blogForm, createBlog, databases, startTestApi, type TestApi } from "../support/api/start-test-api";

describe.each(databases)("post language and search on $name", (database) => {
  let api: TestApi;
  let token: string;
  const ids: Record<string, string> = {};

  const list = async (query: string) => (await api.json(`/api/blogs?${query}`)).body as { total: number; blogs: Array<{ title: string; language?: string; slug?: string; _id: string }> };
  const titles = (body: { blogs: Array<{ title: string }> }) => body.blogs.map((b) => b.title).sort();

  beforeAll(async () => {
    api = await startTestApi(database);
    token = await api.login();
    const create = async (key: string, payload: Parameters<typeof createBlog>[2]) => {
      const res = await createBlog(api, token, payload);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[key] = res.body._id;
      return res.body;
    };
    await create("plain", { title: "Packing a kitchen", tags: ["Karachi"], detailedDesc: "<p>Wrap each plate.</p>" });
    await create("tagged", { title: "Moving day checklist", tags: ["KARACHI", "tips"], detailedDesc: "<p>Start early.</p>" });
    await create("text", {
      title: "Choosing a vehicle",
      detailedDesc: `<p>A Shehzore carries a two-room flat across Karachi &amp; more.</p><p>${"Filler words. ".repeat(40)}hidden-late-word</p>`,
    });
    await create("urdu", { title: "کراچی میں گھر کی شفٹنگ", language: "ur", tags: ["کراچی"], detailedDesc: "<p>برسات میں سامان کو ڈھانپ کر رکھیں۔</p>" });
    await create("urduSlug", { title: "شہزور یا ٹرک؟", language: "ur", slug: "shehzore-ya-truck" });
  });
  afterAll(() => api?.close());

  it("answers each post's language, English when none was given", async () => {
    expect((await api.json(`/api/blogs/byId?id=${ids.plain}`)).body.language).toBe("en");
    expect((await api.json(`/api/blogs/byId?id=${ids.urdu}`)).body.language).toBe("ur");
  });

  it("lists English posts by default, Urdu posts with language=ur, both with language=all", async () => {
    expect(titles(await list(""))).toEqual(["Choosing a vehicle", "Moving day checklist", "Packing a kitchen"]);
    expect(titles(await list("language=en"))).toEqual(["Choosing a vehicle", "Moving day checklist", "Packing a kitchen"]);
    const urdu = await list("language=ur");
    expect(titles(urdu)).toEqual(["شہزور یا ٹرک؟", "کراچی میں گھر کی شفٹنگ"].sort());
    expect(urdu.blogs.every((blog) => blog.language === "ur")).toBe(true);
    expect((await list("language=all")).total).toBe(5);
    // An unknown language is the default list, not an error.
    expect((await list("language=fr")).total).toBe(3);
  });

  it("counts tags per edition", async () => {
    const tags = async (query: string) => (await api.json(`/api/blogs/tags${query}`)).body.tags as Array<{ tag: string; count: number }>;
    expect(await tags("")).toContainEqual({ tag: "KARACHI", count: 2 });
    expect(await tags("?language=ur")).toEqual([{ tag: "کراچی", count: 1 }]);
  });

  it("gives an Urdu title a Latin slug, or the one the editor chose", async () => {
    expect((await api.json(`/api/blogs/byId?id=${ids.urdu}`)).body.slug).toBe("karachi-mein-ghar-ki-shifting");
    expect((await api.json(`/api/blogs/byId?id=${ids.urduSlug}`)).body.slug).toBe("shehzore-ya-truck");
  });

  it("refuses a slug that is not lower-case Latin, and a language it does not know, with a 400", async () => {
    const badSlug = await createBlog(api, token, { title: "x", slug: "Ghar Shift" });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.errors.slug).toEqual(["Write the address in small Latin letters, digits and hyphens, e.g. ghar-ki-shifting"]);
    const badLanguage = await createBlog(api, token, { title: "x", language: "fr" });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.errors.language).toEqual(["Choose English or Urdu"]);
  });

  it("keeps a post's language when an edit does not name one, and moves it when it does", async () => {
    const put = async (payload: Record<string, string>) =>
      api.json(`/api/blogs?id=${ids.urduSlug}`, { method: "PUT", headers: bearer(token), body: blogForm({ title: "شہزور یا ٹرک؟", ...payload }) });
    expect((await put({})).body).toMatchObject({ language: "ur", slug: "shehzore-ya-truck" });
    expect((await put({ language: "en" })).body.language).toBe("en");
    expect((await list("language=ur")).total).toBe(1);
    expect((await put({ language: "ur" })).body.language).toBe("ur");
  });

  it("finds posts by title, tag and the start of their text, not by text further down", async () => {
    expect(titles(await list("title=karachi"))).toEqual(["Choosing a vehicle", "Moving day checklist", "Packing a kitchen"]);
    expect(titles(await list("title=shehzore"))).toEqual(["Choosing a vehicle"]);
    expect(titles(await list("title=TIPS"))).toEqual(["Moving day checklist"]);
    expect(titles(await list("title=karachi%20%26%20more"))).toEqual(["Choosing a vehicle"]);
    expect((await list("title=hidden-late-word")).total).toBe(0);
    // A match never runs from the title into the tags.
    expect((await list("title=checklist%20karachi")).total).toBe(0);
  });

  it("finds an Urdu post however its words are typed", async () => {
    expect(titles(await list(`language=ur&title=${encodeURIComponent("كراچي")}`))).toEqual(["کراچی میں گھر کی شفٹنگ"]);
    expect(titles(await list(`language=ur&title=${encodeURIComponent("کَراچی")}`))).toEqual(["کراچی میں گھر کی شفٹنگ"]);
    expect(titles(await list(`language=ur&title=${encodeURIComponent("برسات")}`))).toEqual(["کراچی میں گھر کی شفٹنگ"]);
    expect(titles(await list(`language=ur&title=${encodeURIComponent("ٹرک")}`))).toEqual(["شہزور یا ٹرک؟"]);
  });
});
