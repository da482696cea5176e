import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Revision } from "~contract/revisions";

/**
 * The editor's loader and the staff member's server draft: the draft of an
 * Urdu post keeps its language and Latin address, offered and restored alike;
 * a draft kept before revisions recorded them leaves the post's own.
 */
const fetchRevisions = vi.hoisted(() => vi.fn());
const fetchStaffBlog = vi.hoisted(() => vi.fn());
vi.mock("~/shared/staff/session.server", () => ({ readStaffSession: async () => ({ token: "t0k", user: { _id: "u1", name: "Sana" } }) }));
// The API accepts the session's token (every staff guard asks it).
vi.mock("~/shared/staff/me.server", () => ({ fetchMe: async () => ({ _id: "u1", name: "Sana" }) }));
vi.mock("./revisions.server", () => ({ fetchRevisions, fetchStaffBlog }));
vi.mock("./comments-admin.server", () => ({ fetchCommentsForStaff: async () => [] }));

const { loadBlogForEditor } = await import("./blog-editor.server");

const post = {
  _id: "post1",
  title: "گھر کی شفٹنگ",
  description: "<p>متن</p>",
  shortDescription: "<p>خلاصہ</p>",
  images: [],
  metaData: { metaKeywords: ["شفٹنگ"] },
  slug: "ghar-ki-shifting",
  status: "published",
  version: 4,
  language: "ur",
};

function autosave(fields: Partial<Revision>): Revision {
  return {
    _id: "rev1",
    blogId: "post1",
    kind: "autosave",
    title: "گھر کی شفٹنگ کے مشورے",
    shortDescription: "<p>خلاصہ</p>",
    description: "<p>نیا متن</p>",
    keywords: ["شفٹنگ"],
    images: [],
    language: "ur",
    slug: "ghar-shifting-ke-mashware",
    status: "published",
    publishAt: null,
    published: false,
    savedBy: { _id: "u1", name: "Sana" },
    createdAt: "2026-11-25T07:04:00.000Z",
    ...fields,
  };
}

async function load(query = "") {
  const request = new Request(`http://localhost/blog-edit/post1${query}`);
  const result = (await loadBlogForEditor({ request, params: { id: "post1" }, context: {} })) as unknown as { data: Record<string, unknown> };
  return result.data as { defaults: { title: string; language: string; slug: string }; serverDraft: Record<string, unknown> | null; restoredAt: string | null };
}

beforeEach(() => {
  fetchStaffBlog.mockReset().mockResolvedValue(post);
  fetchRevisions.mockReset();
});

describe("the staff member's server draft", () => {
  it("is offered with the post's language and Latin address", async () => {
    fetchRevisions.mockResolvedValue([autosave({})]);
    const { serverDraft, defaults } = await load();
    expect(serverDraft).toMatchObject({ title: "گھر کی شفٹنگ کے مشورے", language: "ur", slug: "ghar-shifting-ke-mashware" });
    expect(defaults).toMatchObject({ title: "گھر کی شفٹنگ", language: "ur", slug: "ghar-ki-shifting" });
  });

  it("restored (?draft=restore), opens the form in Urdu at the draft's Latin address", async () => {
    fetchRevisions.mockResolvedValue([autosave({})]);
    const { defaults, serverDraft, restoredAt } = await load("?draft=restore");
    expect(defaults).toMatchObject({ title: "گھر کی شفٹنگ کے مشورے", language: "ur", slug: "ghar-shifting-ke-mashware" });
    expect(serverDraft).toBeNull();
    expect(restoredAt).toBe("2026-11-25T07:04:00.000Z");
  });

  it("kept before drafts recorded language and slug, restores with the post's own", async () => {
    fetchRevisions.mockResolvedValue([autosave({ language: null, slug: null })]);
    const { defaults } = await load("?draft=restore");
    expect(defaults).toMatchObject({ title: "گھر کی شفٹنگ کے مشورے", language: "ur", slug: "ghar-ki-shifting" });
  });
});
