import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Revision } from "~contract/revisions";

/**
 * The revisions page's loader: what the staff member reads in the table and
 * the two "compare" pickers.
 */
const fetchRevisions = vi.hoisted(() => vi.fn());
const fetchStaffBlog = vi.hoisted(() => vi.fn());
vi.mock("~/shared/staff/session.server", () => ({ readStaffSession: async () => ({ token: "t0k", user: { _id: "u1", name: "Sana" } }) }));
// The API accepts the session's token (every staff guard asks it).
vi.mock("~/shared/staff/me.server", () => ({ fetchMe: async () => ({ _id: "u1", name: "Sana" }) }));
vi.mock("./revisions.server", () => ({ fetchRevisions, fetchStaffBlog, restoreRevision: vi.fn() }));

const { loadRevisionsPage } = await import("./revisions-page.server");

function revision(id: string, createdAt: string, title: string): Revision {
  return {
    _id: id,
    blogId: "post1",
    kind: "save",
    title,
    shortDescription: "<p>Short</p>",
    description: "<p>Body</p>",
    keywords: ["karachi"],
    images: [],
    language: "en",
    slug: "moving-in-karachi",
    status: "published",
    publishAt: null,
    published: true,
    savedBy: { _id: "u1", name: "Sana" },
    createdAt,
  };
}

beforeEach(() => {
  fetchStaffBlog.mockResolvedValue({ ...revision("post1", "2026-11-25T07:04:50.000Z", "Third"), metaData: { metaKeywords: ["karachi"] } });
});

describe("two saves in the same minute", () => {
  it("read apart in the table and in both pickers' labels (seconds shown)", async () => {
    // Newest first, as the API lists them.
    fetchRevisions.mockResolvedValue([revision("rev2", "2026-11-25T07:04:50.000Z", "Second"), revision("rev1", "2026-11-25T07:04:10.000Z", "First")]);
    const response = await loadRevisionsPage({ request: new Request("http://localhost/blog-edit/post1/revisions"), params: { id: "post1" }, context: {} });
    const loaded = (response as unknown as { data: { ok: true; rows: { when: string }[]; comparison: { fromLabel: string; toLabel: string } } }).data;
    expect(loaded.rows.map((row) => row.when)).toEqual(["25 Nov 2026 at 12:04:50", "25 Nov 2026 at 12:04:10"]);
    expect(loaded.comparison.fromLabel).toBe("save of 25 Nov 2026 at 12:04:10");
    expect(loaded.comparison.toLabel).toBe("save of 25 Nov 2026 at 12:04:50");
  });
});
