import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Revision } from "~contract/revisions";

/**
 * The revisions page's loader: what the staff member reads in the table and
 * the two "compare" pickers; and its Restore action.
 */
const fetchRevisions = vi.hoisted(() => vi.fn());
const fetchStaffBlog = vi.hoisted(() => vi.fn());
const restoreRevision = vi.hoisted(() => vi.fn());
vi.mock("~/shared/staff/session.server", () => ({ readStaffSession: async () => ({ token: "t0k", user: { _id: "u1", name: "Sana" } }) }));
// The API accepts the session's token (every staff guard asks it).
vi.mock("~/shared/staff/me.server", () => ({ fetchMe: async () => ({ _id: "u1", name: "Sana" }) }));
vi.mock("./revisions.server", () => ({ fetchRevisions, fetchStaffBlog, restoreRevision }));
vi.mock("~/shared/toast/toast.server", async () => {
  const { redirect } = await import("@remix-run/node");
  return { redirectWithToast: (url: string) => redirect(url) };
});

const { loadRevisionsPage, restoreRevisionAction } = await import("./revisions-page.server");
const { ApiError } = await import("~/shared/api/client.server");

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

describe("restoring a revision", () => {
  const restore = async (form: Record<string, string>) => {
    const request = new Request("http://localhost/blog-edit/post1/revisions", { method: "POST", body: new URLSearchParams(form) });
    return (await restoreRevisionAction({ request, params: { id: "post1" }, context: {} })) as unknown;
  };
  const failure = (answer: unknown) => {
    const { data, init } = answer as { data: { error?: Record<string, string[] | null> }; init?: { status?: number } };
    return { status: init?.status, message: data.error?.[""] };
  };
  const message = ["The revision could not be restored. Please try again."];

  beforeEach(() => restoreRevision.mockReset());

  it("a missing or malformed revision id is a 400 with the page's message, and nothing is asked of the API", async () => {
    expect(failure(await restore({}))).toEqual({ status: 400, message });
    expect(failure(await restore({ revisionId: "../other" }))).toEqual({ status: 400, message });
    expect(restoreRevision).not.toHaveBeenCalled();
  });

  it("a revision the API refuses keeps its status; a restored one opens the editor on the draft", async () => {
    restoreRevision.mockRejectedValueOnce(new ApiError("API answered 404", "http", 404));
    expect(failure(await restore({ revisionId: "rev1" }))).toEqual({ status: 404, message });
    restoreRevision.mockResolvedValueOnce({});
    const done = (await restore({ revisionId: "rev1" })) as Response;
    expect(restoreRevision).toHaveBeenLastCalledWith("post1", "rev1", expect.anything());
    expect(done.headers.get("Location")).toBe("/blog-edit/post1?draft=restore");
  });
});
