import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLUG_PATTERN } from "../../api/contract/blogs";
import { seedPostsUrdu } from "../../api/seed/posts-ur";
import { startTestApi, type TestApi } from "../support/api/start-test-api";

/**
 * The demo seed has real Urdu posts: listed on the Urdu edition only, each
 * with a Latin address; and the post search finds what a reader expects in it.
 */
describe("demo seed (Urdu posts)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ name: "sqlite" }, { SEED_DEMO: "true" });
  }, 60_000);
  afterAll(() => api?.close());

  it("lists at least three Urdu posts on language=ur, none on the English list", async () => {
    const urdu = (await api.json("/api/blogs?language=ur")).body;
    expect(urdu.total).toBe(seedPostsUrdu.length);
    expect(urdu.total).toBeGreaterThanOrEqual(3);
    for (const blog of urdu.blogs) {
      expect(blog.language).toBe("ur");
      expect(blog.title).toMatch(/^[\u0600-\u06FF\s:؟،۔]+$/);
      expect(blog.slug).toMatch(SLUG_PATTERN);
      expect(blog.images[0].altText).toMatch(/[\u0600-\u06FF]/);
    }
    expect(urdu.blogs.map((b: { slug: string }) => b.slug).sort()).toEqual(seedPostsUrdu.map((p) => p.slug).sort());
    const english = (await api.json("/api/blogs?language=en&page=2")).body;
    expect(english.total).toBe(14);
    expect(english.blogs.every((b: { language: string }) => b.language === "en")).toBe(true);
  });

  it("finds the Karachi posts of each edition by the city's name, however it is typed", async () => {
    const ids = (body: { blogs: Array<{ _id: string }> }) => body.blogs.map((b) => b._id);
    const tagged = (await api.json("/api/blogs?tag=karachi")).body;
    expect(tagged.total).toBeGreaterThan(1);
    const found = (await api.json("/api/blogs?title=karachi")).body;
    expect(found.total).toBeGreaterThan(tagged.total);
    expect(ids(found)).toEqual(expect.arrayContaining(ids(tagged)));
    const urdu = (await api.json(`/api/blogs?language=ur&title=${encodeURIComponent("كراچي")}`)).body;
    expect(urdu.blogs.map((b: { slug: string }) => b.slug)).toContain("barsaat-mein-karachi-ki-shifting");
  });
});
